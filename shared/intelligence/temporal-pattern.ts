import type { CorrelationSession } from './correlation-input';
import { fingerprintCrowd, popularityDiscount, sharedByStrangers, type DeviceMatch } from './device-similarity';
import { addressCrowd, type NetworkMatch } from './network-similarity';
import { ramp } from './stats';

export interface TemporalMatch {
  /** 0–1 */
  score: number;
  pattern: 'alternating' | 'concurrent_same_device' | 'concurrent_other_device' | 'apart' | null;
  gapMinutes: number;
}

const minute = 60_000;
/** Two accounts at once on one browser no one else uses, from one network. */
export const concurrentAlone = 0.5;
/** Alternation seen from unrelated networks (no shared address, subnet or ASN; no carrier or VPN) counts this share. */
export const unrelatedNetwork = 0.5;

/**
 * Temporal patterns: one account signing out and another in on the same device (or, weaker, the same private address)
 * minutes apart is how one person runs two accounts. Two devices busy at once behind one address is a household's
 * signature, and counts nothing.
 */
export function temporalMatch(a: CorrelationSession, b: CorrelationSession, device: DeviceMatch, network: NetworkMatch): TemporalMatch {
  const [aStart, aEnd, bStart, bEnd] = [a.startedAt, a.lastActivityAt, b.startedAt, b.lastActivityAt].map(Date.parse) as [number, number, number, number];
  const overlap = aStart < bEnd && bStart < aEnd;
  const gapMinutes = overlap ? 0 : Math.round(Math.min(Math.abs(aStart - bEnd), Math.abs(bStart - aEnd)) / minute);
  const privateAddress = network.type === 'same_ip' && network.sharedByStrangers === null;
  if (overlap) {
    // Two accounts at once on one fingerprint: one person with two tabs (a private window), or two identical machines
    // side by side in an office. Only a fingerprint no stranger shares, seen from one network not crowded with other
    // accounts, makes the second unlikely: then it counts half of alternation.
    if (device.sameFingerprint) {
      const alone = network.type !== null && fingerprintCrowd(a, b) <= 2 && (network.sharedByStrangers !== null || addressCrowd(a, b) <= 2);
      return { score: alone ? concurrentAlone : 0, pattern: 'concurrent_same_device', gapMinutes };
    }
    return { score: 0, pattern: privateAddress ? 'concurrent_other_device' : null, gapMinutes };
  }
  const closeness = ramp(gapMinutes, 180, 10);
  // A stranger with the same fingerprint signing in minutes later on the same network (address, subnet, ISP, carrier or
  // VPN provider) is a coincidence that grows only slowly with the fingerprint's (or the office address's) crowd, so
  // alternation there is discounted far less than the match itself. From another network it is the popular device's
  // everyday coincidence (thousands of its owners sign in every hour): discounted as the device match is.
  const perStranger = network.type === null ? 0.4 : 0.1;
  const fingerprintDiscount = device.sameFingerprint ? popularityDiscount(fingerprintCrowd(a, b), perStranger) : 1;
  const addressDiscount = privateAddress ? popularityDiscount(addressCrowd(a, b), 0.3) : 1;
  // Near-identical signals without the same fingerprint are two browsers of one machine: nearly as telling.
  const sameMachine = !device.sameFingerprint && device.score >= 0.2 && (privateAddress || network.type === 'same_subnet');
  // One browser minutes later on an unrelated network, neither end a carrier or a VPN, is hard for one machine (a
  // desktop does not change ISP between sign-ins) and easy for two identical ones.
  const elsewhere = network.type === null && !sharedByStrangers(a) && !sharedByStrangers(b) ? unrelatedNetwork : 1;
  const place = (device.sameFingerprint ? 1 : sameMachine ? 0.8 : privateAddress ? 0.4 : 0) * Math.min(fingerprintDiscount, addressDiscount) * elsewhere;
  const score = closeness * place;
  return { score, pattern: score > 0 ? 'alternating' : 'apart', gapMinutes };
}
