import type { CorrelationSession } from '../../../shared/intelligence/correlation-input';

/** An ASN holds thousands of sessions: like a bounded Query, only the nearest in time are fetched. */
export const asnCandidates = 50;
const asnWindowMs = 3 * 86_400_000;

/**
 * What the caller of correlate_user_identity fetches through indexes: every session sharing the target's fingerprint,
 * address or subnet, and the nearest sessions of its ASN within three days.
 */
export class CandidateIndex {
  private readonly by = new Map<string, CorrelationSession[]>();

  constructor(sessions: readonly CorrelationSession[]) {
    for (const s of sessions) for (const key of keysOf(s)) this.by.set(key, [...(this.by.get(key) ?? []), s]);
  }

  candidatesOf(target: CorrelationSession): CorrelationSession[] {
    const found = new Map<string, CorrelationSession>();
    for (const key of keysOf(target).filter((k) => !k.startsWith('asn:'))) for (const s of this.by.get(key) ?? []) found.set(s.sessionId, s);
    if (target.asn !== null) {
      const at = Date.parse(target.startedAt);
      const near = (this.by.get(`asn:${target.asn}`) ?? [])
        .map((s) => ({ s, d: Math.abs(Date.parse(s.startedAt) - at) }))
        .filter(({ d }) => d <= asnWindowMs)
        .sort((a, b) => a.d - b.d)
        .slice(0, asnCandidates);
      for (const { s } of near) found.set(s.sessionId, s);
    }
    found.delete(target.sessionId);
    return [...found.values()];
  }
}

function keysOf(s: CorrelationSession): string[] {
  return [s.fingerprint && `fp:${s.fingerprint}`, s.ip && `ip:${s.ip}`, s.subnet && `net:${s.subnet}`, s.asn !== null && `asn:${s.asn}`].filter((k): k is string => typeof k === 'string');
}
