import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireIp } from '../../../shared/security/ip-address';
import { addAsnCsv, type AsnRecord } from './asn-database';
import { readAsnDatabaseFile, writeAsnDatabaseFile } from './asn-database-file';
import { RangeTable } from './range-table';

const v4 = ['16777216,16777471,13335,"Cloudflare, Inc."', '134744064,134744319,15169,Google LLC', '3405803776,3405804031,64500,"""QUOTED"" Org"'].join('\n');
const v6 = ['42541956123769884636017138956568135680,42541956123769884636017138956568135935,15169,Google LLC'].join('\n');
const probes = ['1.0.0.1', '8.8.8.8', '203.0.113.7', '2001:4860::1', '9.9.9.9', '2001:db8::1'];

function sampleTable(): RangeTable<AsnRecord> {
  const table = new RangeTable<AsnRecord>();
  addAsnCsv(table, v4, 4);
  addAsnCsv(table, v6, 6);
  return table;
}

describe('the ASN database file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'neonkeys-asn-file-'));

  it('answers every address as the table it was written from', async () => {
    const path = join(dir, 'asn.bin');
    await writeAsnDatabaseFile(path, sampleTable());

    const read = await readAsnDatabaseFile(path);

    const fresh = sampleTable();
    expect(read.size).toBe(fresh.size);
    for (const ip of probes) expect(read.find(requireIp(ip)), ip).toEqual(fresh.find(requireIp(ip)));
    expect(read.find(requireIp('203.0.113.7'))).toEqual({ asn: 64500, organisation: '"QUOTED" Org' });
  });

  it('refuses a file of another format or one cut short, so the caller parses the CSVs instead', async () => {
    const path = join(dir, 'asn.bin');
    await writeAsnDatabaseFile(path, sampleTable());
    const bytes = readFileSync(path);
    writeFileSync(join(dir, 'short.bin'), bytes.subarray(0, bytes.length - 8));
    writeFileSync(join(dir, 'other.bin'), Buffer.concat([Buffer.from('NKASN000'), bytes.subarray(8)]));

    await expect(readAsnDatabaseFile(join(dir, 'short.bin'))).rejects.toThrow();
    await expect(readAsnDatabaseFile(join(dir, 'other.bin'))).rejects.toThrow(/not an ASN database file/);
  });
});
