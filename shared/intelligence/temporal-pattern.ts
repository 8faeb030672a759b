import type { CorrelationSession } from './correlation-input';
import type { DeviceMatch } from './device-similarity';
import type { NetworkMatch } from './network-similarity';
import { ramp } from './stats';

export interface TemporalMatch {
  /** 0–1 */
  score: number;
  pattern: 'alternating' | 'concurrent_same_device' | 'concurrent_other_device' | 'apart' | null;
  gapMinutes: number;
}

const minute = 60_000;

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
    if (device.sameFingerprint) return { score: 0.6 * device.popularityDiscount, pattern: 'concurrent_same_device', gapMinutes };
    return { score: 0, pattern: privateAddress ? 'concurrent_other_device' : null, gapMinutes };
  }
  const closeness = ramp(gapMinutes, 12 * 60, 15);
  const place = device.sameFingerprint ? device.popularityDiscount : privateAddress ? 0.4 : 0;
  const score = closeness * place;
  return { score, pattern: score > 0 ? 'alternating' : 'apart', gapMinutes };
}
