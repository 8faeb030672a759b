import type { LinkedUserChip } from '../../../shared/intelligence/console-views';
import type { IpHistoryItem } from '../../lib/data/entities/ip-history';
import type { VisitorSessionItem } from '../../lib/data/entities/visitor-session';
import type { Deps } from '../../lib/deps';
import { nameIn, namesOf } from '../people-names';
import type { SessionFacts } from './session-card';
import { otherUsers, sessionsOnDevice, sessionsOnIp } from './session-neighbours';

/** An address shared by more accounts than this is an office or a school, not one person's: it links nobody alone. */
export const crowdedAddress = 10;

/** Addresses strangers share by design: a carrier's pool, a VPN or Tor exit, a cloud host. Sharing one links nobody. */
export const sharedByStrangers = (ip: IpHistoryItem | null): boolean => Boolean(ip && (ip.isMobileCarrier || ip.isCgnat || ip.isVpn || ip.isProxy || ip.isTor || ip.isHosting));

/** What a session's risk is worked out from (intelligence §9): its address's verdict and the unresolved alerts of its user or address. */
export interface RiskFacts {
  ip: IpHistoryItem | null;
  unresolvedAlerts: number;
}

/** The risk facts of sessions in two BatchGets (the addresses' IP history, the unresolved-alert gauges), for the risk filter and the cards. */
export async function riskFacts(deps: Pick<Deps, 'store'>, sessions: readonly VisitorSessionItem[]): Promise<Map<string, RiskFacts>> {
  const ips = [...new Set(sessions.map((s) => s.ipAddress).filter((ip): ip is string => Boolean(ip)))];
  const users = [...new Set(sessions.map((s) => s.userId).filter((u): u is string => Boolean(u)))];
  const owners = [...users.map((u) => `user#${u}`), ...ips.map((ip) => `ip#${ip}`)];
  const [histories, gauges] = await Promise.all([
    ips.length ? deps.store.entities.ipHistory.get(ips.map((ip) => ({ ip }))).go() : { data: [] },
    owners.length ? deps.store.entities.securityCounter.get(owners.map((day) => ({ day, hour: '--', metric: 'unresolved' }))).go() : { data: [] },
  ]);
  const historyOf = new Map(histories.data.map((h) => [h.ip, h]));
  const unresolved = new Map(gauges.data.map((g) => [g.day, Math.max(0, g.count)]));
  return new Map(
    sessions.map((s) => [
      s.sessionId,
      {
        ip: s.ipAddress ? historyOf.get(s.ipAddress) ?? null : null,
        // §7 counts the user's unresolved alerts; a guest's session counts its address's instead.
        unresolvedAlerts: s.userId ? unresolved.get(`user#${s.userId}`) ?? 0 : s.ipAddress ? unresolved.get(`ip#${s.ipAddress}`) ?? 0 : 0,
      },
    ]),
  );
}

/**
 * Everything a page of session cards shows beyond the sessions themselves, in one round of parallel reads: the risk
 * facts (two BatchGets, unless the caller has them), each address's and each device's sessions (a Query each, cached
 * a minute), and the names of everyone involved (a BatchGet).
 */
export async function sessionFacts(deps: Pick<Deps, 'store'>, sessions: readonly VisitorSessionItem[], since: string, known?: Map<string, RiskFacts>): Promise<Map<string, SessionFacts>> {
  const ips = [...new Set(sessions.map((s) => s.ipAddress).filter((ip): ip is string => Boolean(ip)))];
  const users = [...new Set(sessions.map((s) => s.userId).filter((u): u is string => Boolean(u)))];
  const devices = [...new Set(sessions.map((s) => s.fingerprint).filter((f): f is string => Boolean(f)))];
  const [risks, onIp, onDevice] = await Promise.all([
    known ?? riskFacts(deps, sessions),
    Promise.all(ips.map(async (ip) => [ip, await sessionsOnIp(deps, ip, since)] as const)),
    Promise.all(devices.map(async (f) => [f, await sessionsOnDevice(deps, f)] as const)),
  ]);
  const ipNeighbours = new Map(onIp);
  const deviceNeighbours = new Map(onDevice);

  const linkedOf = new Map<string, Map<string, number>>();
  for (const s of sessions) {
    const self = s.userId ?? null;
    const linked = new Map<string, number>();
    const history = risks.get(s.sessionId)?.ip ?? null;
    const onAddress = otherUsers(ipNeighbours.get(s.ipAddress ?? '') ?? [], self);
    if (!sharedByStrangers(history) && onAddress.size <= crowdedAddress) for (const [u, n] of onAddress) linked.set(u, n);
    for (const [u, n] of otherUsers(deviceNeighbours.get(s.fingerprint ?? '') ?? [], self)) linked.set(u, Math.max(n, linked.get(u) ?? 0));
    linkedOf.set(s.sessionId, linked);
  }
  const named = [...new Set([...users, ...[...linkedOf.values()].flatMap((m) => [...m.keys()])])];
  const nameOf = await namesOf(deps, named);

  return new Map(
    sessions.map((s) => {
      const linkedUsers: LinkedUserChip[] = [...(linkedOf.get(s.sessionId) ?? new Map<string, number>())]
        .map(([userId, sessionCount]) => ({ userId, name: nameIn(nameOf, userId), sessionCount }))
        .sort((a, b) => b.sessionCount - a.sessionCount);
      const risk = risks.get(s.sessionId) ?? { ip: null, unresolvedAlerts: 0 };
      return [
        s.sessionId,
        {
          ...risk,
          displayName: nameIn(nameOf, s.userId),
          ipSessionCount: Math.max(1, ipNeighbours.get(s.ipAddress ?? '')?.length ?? 1),
          linkedUsers,
        },
      ];
    }),
  );
}
