import type { DeviceSignals } from '../tracking/device-fingerprint';
import type { CorrelationSession } from './correlation-input';
import { ramp } from './stats';

export interface DeviceMatch {
  /** 0–1 */
  score: number;
  sameFingerprint: boolean;
  signalSimilarity: number;
  /** 1 for a fingerprint only a couple of accounts use, falling as more do. */
  popularityDiscount: number;
}

/**
 * A fingerprint shared by two accounts is strong evidence only when few others share it: an iPhone model with the
 * default settings gives thousands of strangers one fingerprint (docs/tracking.md).
 */
export function popularityDiscount(popularity: number | undefined, perOtherUser = 0.4): number {
  // The two accounts being compared are two of its users: only the others make the match less telling.
  const others = Math.max(0, (popularity ?? 1) - 2);
  return 1 / (1 + perOtherUser * others);
}

/** An address strangers share by design (a carrier's NAT, a VPN exit): who else used it says nothing of a person. */
export const sharedByStrangers = (s: CorrelationSession) => s.isCgnat || s.isMobileCarrier || s.isVpn === true;

/**
 * How many accounts use the pair's shared fingerprint, counting as one with the pair the accounts that used it from
 * the pair's own private address: a fingerprint is common when strangers elsewhere have it, and a person's third and
 * fourth account on their own machine at home make it no more common.
 */
export function fingerprintCrowd(a: CorrelationSession, b: CorrelationSession): number {
  return Math.max(a.fingerprintPopularity ?? 1, b.fingerprintPopularity ?? 1) - oneMachineExtra(a, b);
}

/**
 * Accounts beyond the pair that one machine holds at the pair's private address, when that machine holds every account
 * seen there: they are the pair's own kind (one person's further accounts), not strangers. Where other devices' accounts
 * share the address (an office's fleet of one image, a household) nothing is taken off.
 */
export function oneMachineExtra(a: CorrelationSession, b: CorrelationSession): number {
  const samePrivateAddress = a.ip !== null && a.ip === b.ip && a.fingerprint !== null && a.fingerprint === b.fingerprint && !sharedByStrangers(a) && !sharedByStrangers(b);
  if (!samePrivateAddress) return 0;
  const onMachine = Math.min(a.fingerprintPopularityAtAddress ?? 2, b.fingerprintPopularityAtAddress ?? 2);
  const atAddress = Math.max(a.ipPopularity ?? 1, b.ipPopularity ?? 1);
  return onMachine >= atAddress ? Math.max(0, onMachine - 2) : 0;
}

/** Share of signals (of either device) whose values agree. */
export function signalSimilarity(a: DeviceSignals | null, b: DeviceSignals | null): number {
  if (!a || !b) return 0;
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  if (names.size === 0) return 0;
  return [...names].filter((n) => a[n] === b[n]).length / names.size;
}

const isMobile = (s: CorrelationSession) => Number(s.deviceSignals?.touchPoints ?? 0) > 0 || /iPhone|Android|Mobile/.test(s.userAgent ?? '');

/**
 * Device consistency: the same fingerprint (discounted by its popularity), else signals so alike they may be two
 * browsers of one machine. Phones of one model agree on nearly every signal, so near-matches count half there.
 */
export function deviceMatch(a: CorrelationSession, b: CorrelationSession): DeviceMatch {
  const sameFingerprint = a.fingerprint !== null && a.fingerprint === b.fingerprint;
  const similarity = signalSimilarity(a.deviceSignals, b.deviceSignals);
  const discount = popularityDiscount(fingerprintCrowd(a, b));
  const nearMatch = 0.35 * ramp(similarity, 0.7, 1) * (isMobile(a) || isMobile(b) ? 0.5 : 1);
  return { score: sameFingerprint ? discount : nearMatch, sameFingerprint, signalSimilarity: similarity, popularityDiscount: discount };
}
