import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readAsnDatabaseFile, writeAsnDatabaseFile } from './asn-database-file';
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

const csvFiles = { 4: 'asn-ipv4-num.csv', 6: 'asn-ipv6-num.csv' } as const;

/** Both families, parsed from the two CSVs of the package's directory (or another holding the same two files). */
export async function parseAsnDatabase(directory = installedAsnDatabaseDir()): Promise<RangeTable<AsnRecord>> {
  const table = new RangeTable<AsnRecord>();
  const [v4, v6] = await Promise.all([readFile(join(directory, csvFiles[4]), 'utf8'), readFile(join(directory, csvFiles[6]), 'utf8')]);
  addAsnCsv(table, v4, 4);
  addAsnCsv(table, v6, 6);
  return table;
}

/**
 * Where the installed package's table is kept in built form: under `node_modules/.cache`, so a new install (a clean
 * clone's `npm ci`) builds it again, named by the CSVs' sizes and times, so an updated package is never answered from
 * an old table. Another directory (a deployment's own copy) has none and is parsed.
 */
async function builtFileFor(directory: string): Promise<string | null> {
  const installed = installedAsnDatabaseDir();
  if (directory !== installed) return null;
  const [v4, v6] = await Promise.all([stat(join(directory, csvFiles[4])), stat(join(directory, csvFiles[6]))]);
  const version = [v4.size, Math.round(v4.mtimeMs), v6.size, Math.round(v6.mtimeMs)].join('-');
  return join(installed, '../../.cache/neonkeys', `asn-${version}.bin`);
}

/**
 * Both families: from the built file when there is one (tens of milliseconds), else parsed from the CSVs (about a
 * second and a half with the sort) and the built file written for the next process. A file that cannot be read or
 * written only costs the parse.
 */
export async function loadAsnDatabase(directory = installedAsnDatabaseDir()): Promise<RangeTable<AsnRecord>> {
  const built = await builtFileFor(directory).catch(() => null);
  if (built) {
    const table = await readAsnDatabaseFile(built).catch(() => null);
    if (table) return table;
  }
  const table = await parseAsnDatabase(directory);
  if (built) await writeAsnDatabaseFile(built, table).catch(() => undefined);
  return table;
}
