import ipaddr from 'ipaddr.js';

/**
 * Addresses as the IP rules see them: parsed strictly, written one way (dotted quad, RFC 5952 for IPv6, an IPv4-mapped
 * IPv6 address as the IPv4 it carries), with the subnet key correlation groups by and the scope of the range it is in.
 */

export type IpFamily = 4 | 6;

export interface IpAddress {
  /** The canonical text: the same address always gives the same string, so it can key an item. */
  text: string;
  family: IpFamily;
  /** The address as an unsigned integer (IPv4 fits a number; IPv6 needs a bigint), for range search. */
  value: bigint;
}

export class InvalidIpAddressError extends Error {
  override name = 'InvalidIpAddressError';
}

const toValue = (bytes: number[]): bigint => bytes.reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);

/** Parses an address, or returns null for anything that is not one plain IPv4 or IPv6 address. */
export function parseIp(input: string): IpAddress | null {
  const trimmed = input.trim();
  // ipaddr.js also reads `127.1` and `0x7f.0.0.1`, and IPv6 zone ids; no visitor's address is written so.
  const isV4 = ipaddr.IPv4.isValidFourPartDecimal(trimmed);
  if (!isV4 && (trimmed.includes('%') || !ipaddr.IPv6.isValid(trimmed))) return null;
  const parsed = ipaddr.process(trimmed);
  if (parsed.kind() === 'ipv4') return { text: parsed.toString(), family: 4, value: toValue(parsed.toByteArray()) };
  return { text: (parsed as ipaddr.IPv6).toRFC5952String(), family: 6, value: toValue(parsed.toByteArray()) };
}

/** Parses an address or throws InvalidIpAddressError. */
export function requireIp(input: string): IpAddress {
  const ip = parseIp(input);
  if (!ip) throw new InvalidIpAddressError(`Not an IP address: ${JSON.stringify(input.slice(0, 60))}`);
  return ip;
}

/** The canonical text of an address (see IpAddress.text). */
export const normaliseIp = (input: string): string => requireIp(input).text;

const bitsOf = (family: IpFamily) => (family === 4 ? 32 : 128);

/** The first address of the network of `prefix` bits around an address. */
export function networkValue(ip: IpAddress, prefix: number): bigint {
  const hostBits = BigInt(bitsOf(ip.family) - prefix);
  return (ip.value >> hostBits) << hostBits;
}

function textOf(value: bigint, family: IpFamily): string {
  const length = family === 4 ? 4 : 16;
  const bytes = Array.from({ length }, (_, i) => Number((value >> BigInt(8 * (length - 1 - i))) & 0xffn));
  const address = ipaddr.fromByteArray(bytes);
  return address.kind() === 'ipv4' ? address.toString() : (address as ipaddr.IPv6).toRFC5952String();
}

/** Correlation's subnet: the /24 of an IPv4 address, the /64 of an IPv6 one (one household or one customer's LAN). */
export function subnetKey(ip: IpAddress): string {
  const prefix = ip.family === 4 ? 24 : 64;
  return `${textOf(networkValue(ip, prefix), ip.family)}/${prefix}`;
}

export interface IpRange {
  family: IpFamily;
  first: bigint;
  last: bigint;
}

/** A CIDR block (`198.51.100.0/24`, `2001:db8::/32`) as its first and last address. */
export function parseCidr(cidr: string): IpRange {
  const [addressText, prefixText, ...rest] = cidr.trim().split('/');
  const prefix = Number(prefixText);
  const ip = parseIp(addressText ?? '');
  if (!ip || rest.length > 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > bitsOf(ip.family)) throw new InvalidIpAddressError(`Not a CIDR block: ${cidr}`);
  const first = networkValue(ip, prefix);
  return { family: ip.family, first, last: first + (1n << BigInt(bitsOf(ip.family) - prefix)) - 1n };
}

export const rangeHolds = (range: IpRange, ip: IpAddress): boolean => range.family === ip.family && ip.value >= range.first && ip.value <= range.last;

/** Where an address is, by the IANA special-purpose registries; only `public` can be a visitor on the internet. */
export type IpScope = 'public' | 'documentation' | 'private' | 'cgnat' | 'loopback' | 'link-local' | 'multicast' | 'reserved';

const scopes: [string, IpScope][] = [
  ['0.0.0.0/8', 'reserved'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'cgnat'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'documentation'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
  ['::/128', 'reserved'],
  ['::1/128', 'loopback'],
  ['100::/64', 'reserved'],
  ['2001:db8::/32', 'documentation'],
  ['3fff::/20', 'documentation'],
  ['fc00::/7', 'private'],
  ['fe80::/10', 'link-local'],
  ['ff00::/8', 'multicast'],
];
const scopeRanges = scopes.map(([cidr, scope]) => ({ range: parseCidr(cidr), scope }));

/** The special-purpose range an address falls in, or `public`. */
export const ipScope = (ip: IpAddress): IpScope => scopeRanges.find(({ range }) => rangeHolds(range, ip))?.scope ?? 'public';

/** Carrier-grade NAT's shared space (100.64.0.0/10, RFC 6598): one address stands for many subscribers. */
export const isCgnat = (ip: IpAddress): boolean => ipScope(ip) === 'cgnat';

/** The ranges RFC 5737 and RFC 3849/9637 set aside for examples: never on the internet, so tests may give them meaning. */
export const isDocumentationIp = (ip: IpAddress): boolean => ipScope(ip) === 'documentation';
