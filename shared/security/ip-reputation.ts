/**
 * An address's reputation, 0 (nothing against it) to 100 (worst), worked out from what the IP lookup found and what the
 * store has seen from it. Higher is riskier, as the session risk reads it (+15 above 60, shared/security/risk-score.ts).
 */

export interface IpReputationFacts {
  isTor: boolean;
  isProxy: boolean;
  isVpn: boolean;
  isHosting: boolean;
  isMobileCarrier: boolean;
  /** Carrier-grade NAT space (100.64.0.0/10). */
  isCgnat: boolean;
  /** Not a routable internet address and unknown to the lookup: a forged header or a proxy in front of us misreporting. */
  isUnroutable: boolean;
  /** Fraud alerts raised against the address, when the caller counts them. */
  abuseAlerts?: number;
}

/**
 * The weights, added up and clamped to 0..100. Tor alone passes 60, because an exit hides the visitor completely and is
 * shared by everyone; a VPN or a data centre alone does not (many honest shoppers use a VPN, and the session risk
 * already adds 20 for a flagged address); a VPN run from a data centre, or a public proxy anywhere, does.
 */
export const ipReputationWeights = {
  tor: 70,
  proxy: 65,
  vpn: 40,
  hosting: 30,
  unroutable: 25,
  /** Per alert, up to `abuseCap`. */
  abusePerAlert: 10,
  abuseCap: 30,
  /** Many subscribers share a mobile or CGNAT address, so one's abuse says less about the next and its weight halves. */
  sharedAbuseFactor: 0.5,
  /** A cellular address is the opposite of a data centre's: almost always a person on a phone. */
  mobileCarrier: -10,
} as const;

/** The reputation score of one address (see ipReputationWeights). */
export function ipReputation(facts: IpReputationFacts): number {
  const w = ipReputationWeights;
  const shared = facts.isMobileCarrier || facts.isCgnat;
  const abuse = Math.min(w.abuseCap, w.abusePerAlert * Math.max(0, facts.abuseAlerts ?? 0)) * (shared ? w.sharedAbuseFactor : 1);
  const score =
    (facts.isTor ? w.tor : 0) +
    (facts.isProxy ? w.proxy : 0) +
    (facts.isVpn ? w.vpn : 0) +
    (facts.isHosting ? w.hosting : 0) +
    (facts.isUnroutable ? w.unroutable : 0) +
    (facts.isMobileCarrier ? w.mobileCarrier : 0) +
    abuse;
  return Math.min(100, Math.max(0, Math.round(score)));
}

/** What the session risk calls a flagged address: a VPN, a proxy or a Tor exit (intelligence §9). */
export const isAnonymisingIp = (facts: Pick<IpReputationFacts, 'isTor' | 'isProxy' | 'isVpn'>): boolean => facts.isTor || facts.isProxy || facts.isVpn;
