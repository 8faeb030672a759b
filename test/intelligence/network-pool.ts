import { requireIp, subnetKey } from '../../shared/security/ip-address';
import type { Prng } from './prng';

/** Where a session came from, as the caller of correlation would have looked it up. */
export interface Network {
  ip: string;
  subnet: string;
  asn: number;
  isMobileCarrier: boolean;
  isCgnat: boolean;
  isVpn: boolean;
}

const net = (ip: string, asn: number, flags: Partial<Pick<Network, 'isMobileCarrier' | 'isCgnat' | 'isVpn'>> = {}): Network => ({
  ip,
  subnet: subnetKey(requireIp(ip)),
  asn,
  isMobileCarrier: flags.isMobileCarrier ?? false,
  isCgnat: flags.isCgnat ?? false,
  isVpn: flags.isVpn ?? false,
});

/** Residential ISPs hand out addresses from a few dozen /24s each, so strangers often share a subnet. */
const isps = [
  { asn: 3320, v4: '91.64', v6: '2003:e0' },
  { asn: 2856, v4: '86.128', v6: '2a00:23c6' },
  { asn: 7922, v4: '73.12', v6: '2601:18' },
  { asn: 3215, v4: '90.12', v6: '2a01:cb00' },
  { asn: 5089, v4: '82.4', v6: '2a02:c7c' },
];
const carriers = [21928, 3209, 12576].map((asn, c) => ({ asn, egress: Array.from({ length: 6 }, (_, i) => `172.${56 + c}.${10 + i}.${20 + i * 7}`) }));
const vpns = [9009, 212238].map((asn, v) => ({ asn, exits: Array.from({ length: 10 }, (_, i) => `185.${200 + v}.${40 + (i % 3)}.${10 + i * 9}`) }));
const datacentres = [
  { asn: 16509, v4: '3.120' },
  { asn: 24940, v4: '95.216' },
  { asn: 14061, v4: '164.90' },
];
const hex = (rng: Prng) => rng.int(0, 0xffff).toString(16);

/** A home connection: an ISP's IPv4 address (from a few dozen /24s) or an IPv6 /64 of its own. */
export function homeNetwork(rng: Prng, ipv6Share: number): Network {
  const isp = rng.pick(isps);
  if (rng.chance(ipv6Share)) return net(`${isp.v6}:${hex(rng)}:${hex(rng)}::${hex(rng)}`, isp.asn);
  return net(`${isp.v4}.${rng.int(0, 30)}.${rng.int(1, 254)}`, isp.asn);
}

/** The same home after its ISP handed out a new lease: same ASN, likely another subnet. */
export function newLease(rng: Prng, home: Network, ipv6Share: number): Network {
  const isp = isps.find((i) => i.asn === home.asn)!;
  if (home.ip.includes(':')) return net(`${home.subnet.replace('::/64', '')}::${hex(rng)}`, isp.asn);
  return rng.chance(ipv6Share) ? net(`${isp.v6}:${hex(rng)}:${hex(rng)}::${hex(rng)}`, isp.asn) : net(`${isp.v4}.${rng.int(0, 30)}.${rng.int(1, 254)}`, isp.asn);
}

export const officeNetwork = (rng: Prng): Network => net(`195.14.${rng.int(0, 255)}.${rng.int(1, 254)}`, 3209);

/** A phone on a carrier: one of its six NAT egress addresses, shared by every subscriber. */
export function carrierNetwork(rng: Prng, carrier = rng.int(0, carriers.length - 1)): Network {
  const c = carriers[carrier]!;
  return net(rng.pick(c.egress), c.asn, { isMobileCarrier: true, isCgnat: true });
}

export const carrierIndex = (rng: Prng) => rng.int(0, carriers.length - 1);

export function vpnNetwork(rng: Prng, provider = rng.int(0, vpns.length - 1)): Network {
  const v = vpns[provider]!;
  return net(rng.pick(v.exits), v.asn, { isVpn: true });
}

export function datacentreNetwork(rng: Prng): Network {
  const d = rng.pick(datacentres);
  return net(`${d.v4}.${rng.int(0, 15)}.${rng.int(1, 254)}`, d.asn);
}
