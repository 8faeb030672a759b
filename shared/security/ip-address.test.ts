import { describe, expect, it } from 'vitest';
import { InvalidIpAddressError, ipScope, isCgnat, normaliseIp, parseCidr, parseIp, rangeHolds, requireIp, subnetKey, type IpScope } from './ip-address';

describe('IP addresses', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7', 4],
    [' 198.51.100.1\n', '198.51.100.1', 4],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1', 6],
    ['2001:0db8:0000:0001:0000:0000:0000:0000', '2001:db8:0:1::', 6],
    ['::ffff:192.0.2.9', '192.0.2.9', 4],
    ['::1', '::1', 6],
  ])('writes %j as %j (IPv%i)', (input, text, family) => {
    expect(parseIp(input)).toMatchObject({ text, family });
  });

  it.each([['127.1'], ['0x7f.0.0.1'], ['010.0.0.1'], ['256.1.1.1'], ['1.2.3'], ['fe80::1%eth0'], ['2001:db8::g'], [''], ['example.com'], ['203.0.113.7:443']])(
    'refuses %j, which is not one plain address',
    (input) => {
      expect(parseIp(input)).toBeNull();
      expect(() => requireIp(input)).toThrow(InvalidIpAddressError);
    },
  );

  it('gives one address written two ways the same canonical text', () => {
    expect(normaliseIp('2001:db8::0:1')).toBe(normaliseIp('2001:0DB8:0:0::1'));
  });

  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['10.1.2.255', '10.1.2.0/24'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['::ffff:198.51.100.200', '198.51.100.0/24'],
  ])('puts %s in the subnet %s', (input, key) => {
    expect(subnetKey(requireIp(input))).toBe(key);
  });

  it.each<[string, IpScope]>([
    ['192.0.2.1', 'documentation'],
    ['198.51.100.254', 'documentation'],
    ['203.0.113.0', 'documentation'],
    ['2001:db8:ffff::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['100.128.0.1', 'public'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['0.0.0.0', 'reserved'],
    ['3.5.140.2', 'public'],
    ['2a05:d018::1', 'public'],
  ])('places %s in the %s range', (input, scope) => {
    expect(ipScope(requireIp(input))).toBe(scope);
  });

  it('knows carrier-grade NAT from the public space around it', () => {
    expect([isCgnat(requireIp('100.64.0.0')), isCgnat(requireIp('100.63.255.255'))]).toEqual([true, false]);
  });

  it.each([
    ['198.51.100.0/25', '198.51.100.127', true],
    ['198.51.100.0/25', '198.51.100.128', false],
    ['2001:db8:b::/48', '2001:db8:b:ffff::1', true],
    ['2001:db8:b::/48', '2001:db8:c::1', false],
    ['0.0.0.0/0', '2001:db8::1', false],
  ])('finds whether the block %s holds %s', (cidr, address, held) => {
    expect(rangeHolds(parseCidr(cidr), requireIp(address))).toBe(held);
  });

  it.each([['198.51.100.0/33'], ['198.51.100.0'], ['2001:db8::/129'], ['nonsense/8'], ['10.0.0.0/8/8']])('refuses the block %j', (cidr) => {
    expect(() => parseCidr(cidr)).toThrow(InvalidIpAddressError);
  });
});
