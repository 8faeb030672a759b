import { parseCidr, requireIp } from '../../../shared/security/ip-address';
import type { AsnRecord } from './asn-database';
import documentationRanges from './data/documentation-ranges.json';
import hostingAsns from './data/hosting-asns.json';
import mobileCarrierAsns from './data/mobile-carrier-asns.json';
import torExits from './data/tor-exits.json';
import vpnAsns from './data/vpn-asns.json';
import vpnRanges from './data/vpn-ranges.json';
import { RangeTable } from './range-table';

export type RangeFlag = 'vpn' | 'proxy';

/** The lists the offline adapter judges by, from the data files beside this module (bundled, no file reads). */
export interface ShippedLists {
  hostingAsns: ReadonlySet<number>;
  vpnAsns: ReadonlySet<number>;
  mobileCarrierAsns: ReadonlySet<number>;
  /** Canonical addresses (shared/security/ip-address.ts). */
  torExits: ReadonlySet<string>;
  /** VPN and proxy blocks inside networks that are not VPN-only. */
  flaggedRanges: RangeTable<RangeFlag>;
  /** Ranges whose ASN is given here rather than by the ASN database (the documentation overlay), asked first. */
  asnOverlay: RangeTable<AsnRecord>;
  /** When the Tor list was taken: an old list misses new exits and still names retired ones. */
  torExitsFetchedAt: string;
}

const asnSet = (list: { asns: { asn: number }[] }) => new Set(list.asns.map((entry) => entry.asn));

/** The shipped lists; with `documentationRanges`, the documentation ranges' meaning too (never in production). */
export function shippedLists(options: { documentationRanges: boolean }): ShippedLists {
  const overlay = options.documentationRanges ? documentationRanges : { asnRanges: [], vpnRanges: [], proxyRanges: [], torExits: [] };
  const flaggedRanges = new RangeTable<RangeFlag>();
  for (const { cidr } of [...(vpnRanges.ranges as { cidr: string }[]), ...overlay.vpnRanges]) flaggedRanges.add(parseCidr(cidr), 'vpn', 'vpn');
  for (const { cidr } of overlay.proxyRanges) flaggedRanges.add(parseCidr(cidr), 'proxy', 'proxy');
  const asnOverlay = new RangeTable<AsnRecord>();
  for (const { cidr, asn, organisation } of overlay.asnRanges) asnOverlay.add(parseCidr(cidr), { asn, organisation });
  return {
    hostingAsns: asnSet(hostingAsns),
    vpnAsns: asnSet(vpnAsns),
    mobileCarrierAsns: asnSet(mobileCarrierAsns),
    torExits: new Set([...torExits.addresses, ...overlay.torExits].map((address) => requireIp(address).text)),
    flaggedRanges,
    asnOverlay,
    torExitsFetchedAt: torExits.fetchedAt,
  };
}
