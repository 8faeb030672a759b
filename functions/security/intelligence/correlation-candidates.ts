import type { CorrelationSession } from '../../../shared/intelligence/correlation-input';
import { behaviourFeatures, type BehaviourFeatures } from '../../../shared/intelligence/behaviour-features';
import { isCgnat, parseIp, subnetKey } from '../../../shared/security/ip-address';
import type { DeviceSignals } from '../../../shared/tracking/device-fingerprint';
import type { Journey } from '../../../shared/tracking/journey';
import { TtlCache } from '../../lib/cache/ttl-cache';
import type { IpHistoryItem } from '../../lib/data/entities/ip-history';
import type { VisitorSessionItem } from '../../lib/data/entities/visitor-session';
import type { Deps } from '../../lib/deps';
import { sessionEvents } from './session-events';

/** Bounds on what one correlation reads, so a crowded address or network costs the same as a quiet one. */
export const candidateBounds = { perDevice: 100, perAddress: 100, subnetAddresses: 10, perSubnetAddress: 10, asnAddresses: 10, perAsnAddress: 5, withBehaviour: 40 } as const;
const asnWindowMs = 3 * 86_400_000;
/** What correlation reads of a candidate: never its batch ids or the product on screen. */
const candidateAttributes = ['sessionId', 'userId', 'ipAddress', 'countryCode', 'userAgent', 'fingerprint', 'deviceSignals', 'startedAt', 'lastActivityAt', 'events', 'journey'] as const;
const lean = { order: 'desc', pages: 1, attributes: [...candidateAttributes] } as const;
const behaviourEvents = 400;

type Store = Pick<Deps, 'store'>;
// A finished session's features never change; a live one's are at most a few minutes behind.
const features = new TtlCache<BehaviourFeatures>(600_000, 5_000);

/** A session's behaviour features from its first events, cached. */
export function featuresOf(deps: Store, s: VisitorSessionItem): Promise<BehaviourFeatures> {
  return features.get(s.sessionId, async () =>
    behaviourFeatures({ sessionId: s.sessionId, userAgent: s.userAgent ?? null, deviceSignals: (s.deviceSignals ?? null) as DeviceSignals | null, startedAt: s.startedAt, lastActivityAt: s.lastActivityAt, events: await sessionEvents(deps, s.sessionId, behaviourEvents) }),
  );
}

/**
 * The sessions correlate_user_identity compares the target with, through indexes only: the device's (fingerprint
 * index), the address's (address index), those of the subnet's other addresses and of the network's most recently seen
 * addresses near the target's time (IP history's subnet and ASN indexes, then the address index).
 */
export async function candidateSessions(deps: Store, target: VisitorSessionItem, verdict: Promise<IpHistoryItem | null>): Promise<VisitorSessionItem[]> {
  const sessions = deps.store.entities.visitorSession.query;
  const at = Date.parse(target.startedAt);
  const near = { startedAt: new Date(at - asnWindowMs).toISOString() };
  const nearEnd = { startedAt: new Date(at + asnWindowMs).toISOString() };
  // The device's and the address's sessions are asked for at once; the subnet's and network's wait for the address's verdict.
  const subnetAndNetwork = verdict.then((targetIp) =>
    Promise.all([
      targetIp ? deps.store.entities.ipHistory.query.bySubnet({ subnet: targetIp.subnet }).go({ limit: candidateBounds.subnetAddresses + 1, order: 'desc', pages: 1, attributes: ['ip'] }) : { data: [] },
      targetIp?.asn !== undefined && targetIp ? deps.store.entities.ipHistory.query.byAsn({ asn: targetIp.asn }).go({ limit: candidateBounds.asnAddresses + 1, order: 'desc', pages: 1, attributes: ['ip'] }) : { data: [] },
    ]),
  );
  const [device, address, [subnet, network]] = await Promise.all([
    target.fingerprint ? sessions.byFingerprint({ fingerprint: target.fingerprint }).go({ limit: candidateBounds.perDevice, ...lean }) : { data: [] },
    target.ipAddress ? sessions.byIp({ ipAddress: target.ipAddress }).go({ limit: candidateBounds.perAddress, ...lean }) : { data: [] },
    subnetAndNetwork,
  ]);
  const others = (rows: { ip: string }[], n: number) => rows.map((r) => r.ip).filter((ip) => ip !== target.ipAddress).slice(0, n);
  const [onSubnet, onNetwork] = await Promise.all([
    Promise.all(others(subnet.data, candidateBounds.subnetAddresses).map((ipAddress) => sessions.byIp({ ipAddress }).go({ limit: candidateBounds.perSubnetAddress, ...lean }))),
    Promise.all(others(network.data, candidateBounds.asnAddresses).map((ipAddress) => sessions.byIp({ ipAddress }).between(near, nearEnd).go({ limit: candidateBounds.perAsnAddress, ...lean }))),
  ]);
  const found = new Map<string, VisitorSessionItem>();
  for (const s of [...device.data, ...address.data, ...onSubnet.flatMap((p) => p.data), ...onNetwork.flatMap((p) => p.data)] as VisitorSessionItem[]) if (s.sessionId !== target.sessionId) found.set(s.sessionId, s);
  return [...found.values()];
}

/** The verdicts of the addresses the sessions came from, in one BatchGet. */
export async function addressVerdicts(deps: Store, sessions: readonly VisitorSessionItem[]): Promise<Map<string, IpHistoryItem>> {
  const ips = [...new Set(sessions.map((s) => s.ipAddress).filter((ip): ip is string => Boolean(ip)))];
  if (!ips.length) return new Map();
  const { data } = await deps.store.entities.ipHistory.get(ips.map((ip) => ({ ip }))).go();
  return new Map(data.map((h) => [h.ip, h]));
}

/**
 * Distinct accounts per fingerprint, per address and per fingerprint at one address among the sessions read: how
 * crowded each device and address is, and how much of an address's crowd is one machine's own accounts.
 */
export function popularity(sessions: readonly VisitorSessionItem[]): { device: Map<string, number>; address: Map<string, number>; deviceAtAddress: Map<string, number> } {
  const tally = (key: (s: VisitorSessionItem) => string | undefined) => {
    const users = new Map<string, Set<string>>();
    for (const s of sessions) {
      const k = key(s);
      if (k && s.userId) users.set(k, (users.get(k) ?? new Set()).add(s.userId));
    }
    return new Map([...users].map(([k, u]) => [k, u.size]));
  };
  return {
    device: tally((s) => s.fingerprint),
    address: tally((s) => s.ipAddress),
    deviceAtAddress: tally((s) => (s.fingerprint && s.ipAddress ? deviceAtAddressKey(s.fingerprint, s.ipAddress) : undefined)),
  };
}

const deviceAtAddressKey = (fingerprint: string, ip: string) => `${fingerprint}|${ip}`;

/** A session as correlation reads it. */
export function correlationSession(s: VisitorSessionItem, ip: IpHistoryItem | null, behaviour: BehaviourFeatures | null, crowd: ReturnType<typeof popularity>): CorrelationSession {
  const parsed = s.ipAddress ? parseIp(s.ipAddress) : null;
  return {
    sessionId: s.sessionId,
    userId: s.userId ?? null,
    ip: s.ipAddress ?? null,
    subnet: ip?.subnet ?? (parsed ? subnetKey(parsed) : null),
    asn: ip?.asn ?? null,
    isMobileCarrier: ip?.isMobileCarrier ?? false,
    isCgnat: ip?.isCgnat ?? (parsed ? isCgnat(parsed) : false),
    isVpn: Boolean(ip && (ip.isVpn || ip.isProxy || ip.isTor)),
    fingerprint: s.fingerprint ?? null,
    deviceSignals: (s.deviceSignals ?? null) as DeviceSignals | null,
    userAgent: s.userAgent ?? null,
    startedAt: s.startedAt,
    lastActivityAt: s.lastActivityAt,
    pages: (s.journey as Journey | undefined)?.journeyPath ?? [],
    behaviour,
    fingerprintPopularity: s.fingerprint ? crowd.device.get(s.fingerprint) ?? 1 : 1,
    ipPopularity: s.ipAddress ? crowd.address.get(s.ipAddress) ?? 1 : 1,
    ...(s.fingerprint && s.ipAddress ? { fingerprintPopularityAtAddress: crowd.deviceAtAddress.get(deviceAtAddressKey(s.fingerprint, s.ipAddress)) ?? 1 } : {}),
  };
}
