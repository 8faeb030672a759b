/** What the store knows about one address: its network, what hides behind it, and how far to trust it. */
export interface IpVerdict {
  /** The canonical address (shared/security/ip-address.ts). */
  ip: string;
  /** Its /24 (IPv4) or /64 (IPv6), which correlation groups by. */
  subnet: string;
  asn: number | null;
  asOrganisation: string | null;
  isVpn: boolean;
  isProxy: boolean;
  isTor: boolean;
  isHosting: boolean;
  isMobileCarrier: boolean;
  /** Carrier-grade NAT space (100.64.0.0/10): many subscribers behind one address. */
  isCgnat: boolean;
  /** 0–100, higher is riskier (shared/security/ip-reputation.ts). */
  reputation: number;
  /** Who answered: the offline lists, or the provider. */
  source: IpVerdictSource;
}

export type IpVerdictSource = 'offline' | 'maxmind';


/** Looks an address up; rejects with InvalidIpAddressError (shared/security/ip-address.ts) for text that is not one. */
export interface IpIntelligence {
  lookup(ip: string): Promise<IpVerdict>;
}
