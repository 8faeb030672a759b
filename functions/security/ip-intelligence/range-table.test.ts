import { describe, expect, it } from 'vitest';
import { parseCidr, requireIp } from '../../../shared/security/ip-address';
import { addAsnCsv, type AsnRecord } from './asn-database';
import { RangeTable } from './range-table';

const tableOf = (entries: [string, string][]) => {
  const table = new RangeTable<string>();
  for (const [cidr, value] of entries) table.add(parseCidr(cidr), value);
  return table;
};

describe('the range table', () => {
  const table = tableOf([
    ['203.0.113.128/25', 'upper half'],
    ['198.51.100.0/24', 'whole'],
    ['203.0.113.0/26', 'first quarter'],
    ['2001:db8:b::/48', 'six'],
    ['2001:db8:ffff:ffff::/64', 'last /64'],
  ]);

  it.each([
    ['198.51.100.0', 'whole'],
    ['198.51.100.255', 'whole'],
    ['203.0.113.63', 'first quarter'],
    ['203.0.113.64', null],
    ['203.0.113.127', null],
    ['203.0.113.128', 'upper half'],
    ['192.0.2.1', null],
    ['2001:db8:b::', 'six'],
    ['2001:db8:b:ffff:ffff:ffff:ffff:ffff', 'six'],
    ['2001:db8:c::', null],
    ['2001:db8:ffff:ffff:1::1', 'last /64'],
    ['::ffff:198.51.100.7', 'whole'],
  ])('finds %s in %j, whatever order the ranges came in', (address, value) => {
    expect(table.find(requireIp(address))).toBe(value);
  });

  it('keeps IPv4 and IPv6 apart even where their numbers meet', () => {
    const small = tableOf([['0.0.0.0/0', 'all of IPv4']]);

    expect([small.find(requireIp('255.255.255.255')), small.find(requireIp('::1'))]).toEqual(['all of IPv4', null]);
  });

  it('refuses ranges once it has been searched', () => {
    const built = tableOf([['192.0.2.0/24', 'x']]);
    built.find(requireIp('192.0.2.1'));

    expect(() => built.add(parseCidr('198.51.100.0/24'), 'y')).toThrow('already built');
  });
});

describe('the ASN database file', () => {
  it('reads ranges, numbers and quoted organisation names, and keeps one record per owner', () => {
    const table = new RangeTable<AsnRecord>();
    addAsnCsv(table, '16777216,16777471,13335,"Cloudflare, Inc."\r\n16778240,16779263,31173,"""MEDIANA-TREID"" PP"\n16779264,16779519,13335,"Cloudflare, Inc."\n\nbroken line\n', 4);

    const first = table.find(requireIp('1.0.0.1'));
    expect(first).toEqual({ asn: 13335, organisation: 'Cloudflare, Inc.' });
    expect(table.find(requireIp('1.0.4.9'))).toEqual({ asn: 31173, organisation: '"MEDIANA-TREID" PP' });
    expect(table.find(requireIp('1.0.8.1'))).toBe(first);
    expect(table.find(requireIp('1.0.2.1'))).toBeNull();
    expect(table.size).toBe(3);
  });

  it('reads IPv6 ranges written as 128-bit integers', () => {
    const table = new RangeTable<AsnRecord>();
    addAsnCsv(table, '42540488161975842760550356425300246528,42540488241204005274814694018844196863,6939,Hurricane Electric LLC\n', 6);

    expect(table.find(requireIp('2001::1'))).toEqual({ asn: 6939, organisation: 'Hurricane Electric LLC' });
    expect(table.find(requireIp('2001:1::'))).toBeNull();
  });
});
