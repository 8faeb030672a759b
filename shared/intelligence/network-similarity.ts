import type { CorrelationSession } from './correlation-input';
import { oneMachineExtra, popularityDiscount } from './device-similarity';

export type NetworkMatchType = 'same_ip' | 'same_subnet' | 'same_asn';

export interface NetworkMatch {
  /** 0–1 */
  score: number;
  type: NetworkMatchType | null;
  /** Why an address match was counted for little: a carrier's NAT or a VPN exit. */
  sharedByStrangers: 'cgnat' | 'mobile_carrier' | 'vpn' | null;
}

const base: Record<NetworkMatchType, number> = { same_ip: 1, same_subnet: 0.6, same_asn: 0.15 };
/** What an address match is worth when strangers share the address. */
const strangersWeight = { cgnat: 0.15, mobile_carrier: 0.2, vpn: 0.3 } as const;

/** How many accounts share the pair's address, one machine's further accounts counted with the pair (`oneMachineExtra`). */
export const addressCrowd = (a: CorrelationSession, b: CorrelationSession) => Math.max(a.ipPopularity ?? 1, b.ipPopularity ?? 1) - oneMachineExtra(a, b);

/** Network similarity: one address, one /24 or /64, or one ASN, discounted where thousands share them. */
export function networkMatch(a: CorrelationSession, b: CorrelationSession): NetworkMatch {
  const type: NetworkMatchType | null =
    a.ip !== null && a.ip === b.ip ? 'same_ip' : a.subnet !== null && a.subnet === b.subnet ? 'same_subnet' : a.asn !== null && a.asn === b.asn ? 'same_asn' : null;
  if (type === null) return { score: 0, type, sharedByStrangers: null };
  const shared = a.isCgnat || b.isCgnat ? 'cgnat' : a.isMobileCarrier || b.isMobileCarrier ? 'mobile_carrier' : a.isVpn || b.isVpn ? 'vpn' : null;
  // An office's NAT is private but crowded: each other account seen on the address makes the match worth less.
  const crowd = type === 'same_ip' && !shared ? popularityDiscount(addressCrowd(a, b), 0.3) : 1;
  return { score: base[type] * (shared ? strangersWeight[shared] : crowd), type, sharedByStrangers: shared };
}
