import { behaviourFeatures, type BehaviourFeatures } from '../../../shared/intelligence/behaviour-features';
import type { CorrelationSession } from '../../../shared/intelligence/correlation-input';
import type { GeneratedSession } from '../../intelligence/generated-session';

/** A generated session as the caller would hand it to correlation, with the popularity it would look up. */
export function correlationSessions(sessions: readonly GeneratedSession[], features: ReadonlyMap<string, BehaviourFeatures>): CorrelationSession[] {
  const usersByFingerprint = new Map<string, Set<string>>();
  const usersByIp = new Map<string, Set<string>>();
  const usersByFingerprintAtIp = new Map<string, Set<string>>();
  for (const { session } of sessions) {
    if (!session.userId) continue;
    usersByFingerprint.set(session.fingerprint, (usersByFingerprint.get(session.fingerprint) ?? new Set()).add(session.userId));
    usersByIp.set(session.ipAddress, (usersByIp.get(session.ipAddress) ?? new Set()).add(session.userId));
    const here = `${session.fingerprint}|${session.ipAddress}`;
    usersByFingerprintAtIp.set(here, (usersByFingerprintAtIp.get(here) ?? new Set()).add(session.userId));
  }
  return sessions.map(({ session, network }) => ({
    sessionId: session.sessionId,
    userId: session.userId,
    ip: network.ip,
    subnet: network.subnet,
    asn: network.asn,
    isMobileCarrier: network.isMobileCarrier,
    isCgnat: network.isCgnat,
    isVpn: network.isVpn,
    fingerprint: session.fingerprint,
    deviceSignals: session.deviceSignals,
    userAgent: session.userAgent,
    startedAt: session.startedAt,
    lastActivityAt: session.lastActivityAt,
    pages: session.journey.journeyPath,
    behaviour: features.get(session.sessionId) ?? null,
    fingerprintPopularity: usersByFingerprint.get(session.fingerprint)?.size ?? 1,
    ipPopularity: usersByIp.get(network.ip)?.size ?? 1,
    fingerprintPopularityAtAddress: usersByFingerprintAtIp.get(`${session.fingerprint}|${network.ip}`)?.size ?? 1,
  }));
}

/** Each session's behaviour features, once. */
export function featuresOf(sessions: readonly GeneratedSession[]): Map<string, BehaviourFeatures> {
  return new Map(sessions.map((g) => [g.session.sessionId, behaviourFeatures({ ...g.session, events: g.events })]));
}
