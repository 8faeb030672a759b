import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { IpFamily } from '../../../shared/security/ip-address';
import type { AsnRecord } from './asn-database';
import { RangeTable, type SortedRanges } from './range-table';

/**
 * The ASN table in the form the range table searches: its owners as JSON, then each family's sorted typed arrays as
 * they lie in memory. Loading it is a file read and a few views (tens of milliseconds) where the CSVs take a second of
 * parsing and sorting in every process that judges an address (each store, each browser file's store, each checkout
 * function). Machine-endian and versioned by `magic`: a cache of the CSVs, never shipped or kept across installs.
 */
const magic = 'NKASN001';
const families: IpFamily[] = [4, 6];
const arrays = ['firstHi', 'firstLo', 'lastHi', 'lastLo'] as const;

const padTo8 = (n: number) => (n + 7) & ~7;

export async function writeAsnDatabaseFile(path: string, table: RangeTable<AsnRecord>): Promise<void> {
  const { values, ranges } = table.built();
  const header = Buffer.from(JSON.stringify({ owners: values.map((v) => [v.asn, v.organisation]), counts: families.map((f) => ranges[f].values.length) }));
  const parts: Uint8Array[] = [Buffer.from(magic), new Uint8Array(new Uint32Array([header.length, 0]).buffer), header, new Uint8Array(padTo8(header.length) - header.length)];
  for (const family of families) {
    const sorted = ranges[family];
    for (const name of arrays) parts.push(new Uint8Array(sorted[name].buffer, sorted[name].byteOffset, sorted[name].byteLength));
    const bytes = new Uint8Array(sorted.values.buffer, sorted.values.byteOffset, sorted.values.byteLength);
    parts.push(bytes, new Uint8Array(padTo8(bytes.length) - bytes.length));
  }
  await mkdir(dirname(path), { recursive: true });
  // Written aside and renamed: processes starting at once (the test workers) never read half a file.
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, parts);
  await rename(partial, path);
}

/** The table a file written by `writeAsnDatabaseFile` holds; throws on a file of another format. */
export async function readAsnDatabaseFile(path: string): Promise<RangeTable<AsnRecord>> {
  const file = await readFile(path);
  // Typed views need their element alignment: a file read into an offset buffer is copied once.
  const bytes = file.byteOffset % 8 === 0 ? file : new Uint8Array(file);
  const { buffer, byteOffset: start } = bytes;
  if (Buffer.from(buffer, start, 8).toString('latin1') !== magic) throw new Error(`${path} is not an ASN database file of this version`);
  const headerLength = new Uint32Array(buffer, start + 8, 1)[0]!;
  const header = JSON.parse(Buffer.from(buffer, start + 16, headerLength).toString('utf8')) as { owners: [number, string][]; counts: number[] };
  let offset = start + 16 + padTo8(headerLength);
  const ranges = {} as Record<IpFamily, SortedRanges>;
  families.forEach((family, i) => {
    const n = header.counts[i]!;
    const [firstHi, firstLo, lastHi, lastLo] = arrays.map(() => {
      const view = new BigUint64Array(buffer, offset, n);
      offset += n * 8;
      return view;
    }) as [BigUint64Array, BigUint64Array, BigUint64Array, BigUint64Array];
    const values = new Uint32Array(buffer, offset, n);
    offset += padTo8(n * 4);
    ranges[family] = { firstHi, firstLo, lastHi, lastLo, values };
  });
  if (offset - start !== bytes.byteLength) throw new Error(`${path} is cut short or too long`);
  return RangeTable.fromBuilt({ values: header.owners.map(([asn, organisation]) => ({ asn, organisation })), ranges });
}
