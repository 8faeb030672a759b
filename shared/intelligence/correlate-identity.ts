import { behaviourMatch, type BehaviourMatch } from './behaviour-similarity';
import type { CorrelationSession } from './correlation-input';
import { linkedFrom, strengthOf, type CorrelationFactors, type CorrelationResult, type LinkedSession, type LinkedUser, type MatchType } from './correlation-result';
import { deviceMatch } from './device-similarity';
import { networkMatch } from './network-similarity';
import { ramp } from './stats';
import { temporalMatch } from './temporal-pattern';

/**
 * How much each factor can say alone: a noisy-OR, so a confidence is explained by the factors present and no one weak
 * factor can reach the linked band (65) by itself except an unpopular shared device (80).
 */
export const factorWeights = { device: 0.41, network: 0.35, behaviour: 0.4, temporal: 0.6 } as const;
/**
 * Measured hands (keys or mouse) that differ are a second person: the confidence is cut, by nothing at a vector
 * similarity of `otherHands.from` and more as it falls, to ×`otherHands.floor` at `otherHands.to` and below. A ramp,
 * not a cliff, since a similarity measured over few keys moves by chance.
 */
export const otherHands = { from: 0.4, to: 0.1, floor: 0.8 } as const;

/** The factor the confidence is cut by for measured hands that differ; 1 when the hands were not measured in both. */
export function otherHandsCut(behaviour: Pick<BehaviourMatch, 'vectorSimilarity' | 'handsMeasured'>): number {
  if (!behaviour.handsMeasured || behaviour.vectorSimilarity === null) return 1;
  return 1 - (1 - otherHands.floor) * ramp(behaviour.vectorSimilarity, otherHands.from, otherHands.to);
}
/** A second alike session of the same user adds this share of its confidence (repeated sittings, not one coincidence). */
export const corroboration = 0;

/** Sessions below this confidence are left out of the linked sessions. */
export const listedFrom = 30;
const maxLinkedSessions = 50;

/** One candidate session against the target: its factors, confidence and what matched. */
export function compareSessions(target: CorrelationSession, candidate: CorrelationSession): LinkedSession {
  const device = deviceMatch(target, candidate);
  const network = networkMatch(target, candidate);
  const behaviour = behaviourMatch(target, candidate);
  const temporal = temporalMatch(target, candidate, device, network);
  const w = factorWeights;
  const confidence = otherHandsCut(behaviour) * (1 - (1 - w.device * device.score) * (1 - w.network * network.score) * (1 - w.behaviour * behaviour.score) * (1 - w.temporal * temporal.score));
  const matchTypes: MatchType[] = [];
  if (device.sameFingerprint) matchTypes.push('device_fingerprint');
  else if (device.score > 0.1) matchTypes.push('similar_device');
  if (network.type) matchTypes.push(network.type);
  if ((behaviour.vectorSimilarity ?? 0) >= 0.6) matchTypes.push('similar_behaviour');
  if (behaviour.commonPages.length > 0) matchTypes.push('common_pages');
  if (temporal.pattern === 'alternating') matchTypes.push('alternating_sessions');
  if (temporal.pattern === 'concurrent_same_device') matchTypes.push('concurrent_sessions');
  const pct = (x: number) => Math.round(100 * x);
  return {
    sessionId: candidate.sessionId,
    userId: candidate.userId,
    ipAddress: candidate.ip,
    startedAt: candidate.startedAt,
    matchType: matchTypes[0] ?? 'same_asn',
    matchTypes,
    commonPages: behaviour.commonPages,
    confidence: pct(confidence),
    factors: { deviceConsistency: pct(device.score), networkSimilarity: pct(network.score), behavioralScore: pct(behaviour.score), temporalPatterns: pct(temporal.score) },
  };
}

/**
 * correlate_user_identity (§7): the target session against the candidates the caller fetched (by fingerprint, address,
 * subnet and ASN). A candidate user's confidence is that of their most alike session; the target user's own sessions
 * are not candidates of a link.
 */
export function correlateUserIdentity(target: CorrelationSession, candidates: readonly CorrelationSession[], options: { now: Date }): CorrelationResult {
  const compared = candidates
    .filter((c) => c.sessionId !== target.sessionId && (target.userId === null || c.userId !== target.userId))
    .map((c) => ({ candidate: c, link: compareSessions(target, c) }));
  const users = new Map<string, LinkedSession[]>();
  for (const { link } of compared) if (link.userId) users.set(link.userId, [...(users.get(link.userId) ?? []), link]);
  const linkedUsers: LinkedUser[] = [...users].map(([userId, links]) => {
    const [first = 0, second = 0] = links.map((l) => l.confidence / 100).sort((a, b) => b - a);
    const maxConfidence = Math.round(100 * (1 - (1 - first) * (1 - corroboration * second)));
    return { userId, matchTypes: [...new Set(links.flatMap((l) => l.matchTypes))], correlationStrength: strengthOf(maxConfidence), maxConfidence, sessionCount: links.length };
  });
  linkedUsers.sort((a, b) => b.maxConfidence - a.maxConfidence);
  const sessions = compared.map((c) => c.link).sort((a, b) => b.confidence - a.confidence);
  const best = sessions[0];
  const none: CorrelationFactors = { deviceConsistency: 0, networkSimilarity: 0, behavioralScore: 0, temporalPatterns: 0 };
  return {
    confidenceScore: best?.confidence ?? 0,
    correlationFactors: best?.factors ?? none,
    linkedUsers,
    linkedSessions: sessions.filter((s) => s.confidence >= listedFrom).slice(0, maxLinkedSessions),
    riskIndicators: riskIndicators(target, compared.map((c) => c.candidate), linkedUsers),
    analysisTimestamp: options.now.toISOString(),
  };
}

function riskIndicators(target: CorrelationSession, candidates: readonly CorrelationSession[], users: readonly LinkedUser[]): string[] {
  const found: string[] = [];
  const linked = users.filter((u) => u.maxConfidence >= linkedFrom);
  if (linked.length > 0) found.push(`${linked.length} other account${linked.length > 1 ? 's' : ''} linked at ${linkedFrom}% or more`);
  const onDevice = new Set(candidates.filter((c) => c.userId && target.fingerprint && c.fingerprint === target.fingerprint).map((c) => c.userId));
  if (onDevice.size > 0) found.push(`device shared with ${onDevice.size} other account${onDevice.size > 1 ? 's' : ''}`);
  if (users.some((u) => u.matchTypes.includes('alternating_sessions') && u.maxConfidence >= linkedFrom)) found.push('accounts alternating on one device or address');
  if ((target.fingerprintPopularity ?? 1) > 2) found.push(`a common device: ${target.fingerprintPopularity} accounts share its fingerprint, so it counts less`);
  if (target.isCgnat || target.isMobileCarrier) found.push('a mobile carrier address shared by strangers: address matches count little');
  if (target.isVpn) found.push('a VPN, proxy or Tor address');
  return found;
}
