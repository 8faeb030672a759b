import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { RangeTable } from './range-table';

export interface AsnRecord {
  asn: number;
  organisation: string;
}

/** The directory of the `@ip-location-db/asn` package, whose CSVs hold every announced range with its ASN. */
export function installedAsnDatabaseDir(): string {
  return dirname(createRequire(import.meta.url).resolve('@ip-location-db/asn/package.json'));
}

/** The quoted organisation field of the CSV (`"Cloudflare, Inc."`, `"""MEDIANA-TREID"" PP"`) as plain text. */
const unquote = (field: string): string => (field.startsWith('"') && field.endsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field);

/**
 * Adds every line of one `asn-ipv{4,6}-num.csv` (`first,last,asn,organisation`, addresses as integers) to the table.
 * Read by hand because the format is fixed and a CSV library would spend seconds on half a million lines.
 */
export function addAsnCsv(table: RangeTable<AsnRecord>, csv: string, family: 4 | 6): void {
  let start = 0;
  while (start < csv.length) {
    let end = csv.indexOf('\n', start);
    if (end < 0) end = csv.length;
    const line = csv.charCodeAt(end - 1) === 13 ? csv.slice(start, end - 1) : csv.slice(start, end);
    start = end + 1;
    const a = line.indexOf(',');
    const b = line.indexOf(',', a + 1);
    const c = line.indexOf(',', b + 1);
    if (a < 0 || b < 0 || c < 0) continue;
    const asn = Number(line.slice(b + 1, c));
    const organisation = unquote(line.slice(c + 1));
    table.add({ family, first: BigInt(line.slice(0, a)), last: BigInt(line.slice(a + 1, b)) }, { asn, organisation }, `${asn}|${organisation}`);
  }
}

/** Loads both families from the package's directory (or another holding the same two files). */
export async function loadAsnDatabase(directory = installedAsnDatabaseDir()): Promise<RangeTable<AsnRecord>> {
  const table = new RangeTable<AsnRecord>();
  const [v4, v6] = await Promise.all([readFile(join(directory, 'asn-ipv4-num.csv'), 'utf8'), readFile(join(directory, 'asn-ipv6-num.csv'), 'utf8')]);
  addAsnCsv(table, v4, 4);
  addAsnCsv(table, v6, 6);
  return table;
}
