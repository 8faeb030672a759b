import type { DeviceSignals } from '../tracking/device-fingerprint';
import type { BehaviourFeatures } from './behaviour-features';

/**
 * The behaviour features correlation compares: a person's hands and pace, not the session's size. The optional ones
 * (how many keys were measured, typing pace, mouse zig-zag) are in `behaviourFeatures`' result; a vector without them
 * is compared on the rest.
 */
export type BehaviourVector = Pick<BehaviourFeatures, 'keyHoldMeanMs' | 'keyHoldCv' | 'mouseSpeedCv' | 'mouseStraightness' | 'pageTimeMeanSeconds' | 'intervalCv' | 'touchSamples' | 'mouseSamples'> &
  Partial<Pick<BehaviourFeatures, 'keystrokes' | 'keyIntervalMeanMs' | 'mouseZigzag'>>;

/**
 * One session as correlation reads it: the visitorSession item's fields plus what the caller looked up about its
 * address (ip_address_history, an ASN table) and its device (how many accounts share the fingerprint).
 */
export interface CorrelationSession {
  sessionId: string;
  userId: string | null;
  ip: string | null;
  /** The /24 of an IPv4 address or the /64 of an IPv6 one: `subnetKey` of shared/security/ip-address.ts. */
  subnet: string | null;
  asn: number | null;
  /** The address belongs to a mobile carrier: thousands of strangers share its addresses. */
  isMobileCarrier: boolean;
  /** Carrier-grade NAT: `isCgnat` of shared/security/ip-address.ts, or a carrier pool known to the ASN table. */
  isCgnat: boolean;
  /** A VPN, proxy or Tor exit (ip_address_history): shared by strangers too. */
  isVpn?: boolean;
  fingerprint: string | null;
  deviceSignals: DeviceSignals | null;
  userAgent?: string | null;
  /** ISO times. */
  startedAt: string;
  lastActivityAt: string;
  /** The journey's pages (journey.journeyPath). */
  pages: readonly string[];
  behaviour: BehaviourVector | null;
  /** How many distinct accounts have used this fingerprint (the byFingerprint index); 1 or absent when only this one. */
  fingerprintPopularity?: number;
  /**
   * How many distinct accounts have used this fingerprint from this very address (the byFingerprint index's sessions
   * with this `ip`). On a private address they are one person's accounts or one home's identical devices, not the
   * strangers that make a fingerprint common: absent, every account of the fingerprint counts as a stranger.
   */
  fingerprintPopularityAtAddress?: number;
  /** How many distinct accounts have used this address in the window; an office's NAT has dozens. */
  ipPopularity?: number;
}
