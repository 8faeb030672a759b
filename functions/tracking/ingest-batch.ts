import { applyBatch, sessionDurationSeconds, timedEvents, type SessionState } from '../../shared/tracking/apply-batch';
import type { TrackMessage } from '../../shared/tracking/track-message';
import type { Journey } from '../../shared/tracking/journey';
import type { VisitorSessionItem } from '../lib/data/entities/visitor-session';
import type { Deps } from '../lib/deps';
import type { TxWrite } from '../orders/transaction-types';
import { trafficTally, type ProductOnPath } from '../../shared/tracking/traffic-tally';
import { countVisitors, trafficWrites } from './traffic-writes';
import { changedMeanwhile, underSessionVersion } from './under-session-version';
import { fingerprintSessionWrite } from '../security/signals/fingerprint-writes';

type IngestDeps = Pick<Deps, 'store' | 'config'>;

const day = 86_400;
const maxAttempts = 8;

/**
 * One beacon's batch, as the tracking consumer stores it: every event as its own item under the session (same keys on a
 * redelivery, so nothing doubles; gone by TTL), then the session and its journey advanced by the pure rules and
 * written under a version condition, so two batches of one session applied at once cannot lose each other's changes;
 * the traffic counters the dashboard reads move in that same transaction (functions/tracking/traffic-writes.ts).
 */
export async function ingestBatch(deps: IngestDeps, message: TrackMessage): Promise<{ applied: boolean }> {
  const { batch, receivedAt } = message;
  const eventsExpire = Math.floor(receivedAt / 1000) + deps.config.TRACK_EVENT_RETENTION_DAYS * day;
  await deps.store.entities.trackEvent
    .put(
      timedEvents(message).map(({ type, at: _clientAt, path, serverAt, index, ...data }) => ({
        sessionId: batch.sessionId,
        eventKey: `${new Date(serverAt).toISOString()}#${batch.batchId}#${String(index).padStart(2, '0')}`,
        type,
        at: new Date(serverAt).toISOString(),
        path,
        data,
        expiresAt: eventsExpire,
      })),
    )
    .go();
  const ownHost = new URL(deps.config.PUBLIC_BASE_URL).hostname;
  return underSessionVersion<{ applied: boolean }>(maxAttempts, async () => {
    const [read, link] = await Promise.all([
      deps.store.entities.visitorSession.get({ sessionId: batch.sessionId }).go({ consistent: true }),
      deps.store.entities.sessionLink.get({ sessionId: batch.sessionId }).go({ consistent: true }),
    ]);
    const stored = read.data;
    const before = stored ? toState(stored) : null;
    // A sign-in's link (linkSession) may land before the session's first batch: the session takes it here.
    const next = applyBatch(before, { ...message, userId: message.userId ?? link.data?.userId ?? null }, ownHost);
    if (!next) return { applied: false };
    const tally = trafficTally(before, next, timedEvents(message), (stored?.lastProduct as ProductOnPath | undefined) ?? null, batch.batchId);
    const item = { ...toItem(next, message, stored, deps.config.TRACK_SESSION_RETENTION_DAYS), ...(tally.lastProduct ? { lastProduct: tally.lastProduct } : {}) };
    await countVisitors(deps.store, tally, next.userId ?? stored?.fingerprint ?? batch.device?.fingerprint ?? next.sessionId, next.sessionId, receivedAt, next.userId);
    const result = await deps.store.transaction
      .write((tx) => [
        (stored
          ? tx.visitorSession.put(item).where(({ version }, { eq }) => eq(version, stored.version))
          : tx.visitorSession.create(item)
        ).commit() as TxWrite,
        ...trafficWrites(tx, tally, { countryCode: stored?.countryCode ?? message.viewer.countryCode ?? undefined, sessionId: next.sessionId, nowMs: receivedAt }),
        // A session's first batch carries its device: the fingerprint's record counts the session (back-office §3).
        ...(!stored && batch.device ? [fingerprintSessionWrite(tx, batch.device, receivedAt)] : []),
      ])
      .go();
    // Canceled: another batch of this session (or a sign-in's link) wrote it first, or counters were contended.
    return result.canceled ? changedMeanwhile : { applied: true };
  }, () => {
    throw new Error(`Session ${batch.sessionId} kept changing under this batch; it is retried from the queue.`);
  });
}

export function toState(item: VisitorSessionItem): SessionState {
  return {
    sessionId: item.sessionId,
    userId: item.userId ?? null,
    startedAt: Date.parse(item.startedAt),
    lastActivityAt: Date.parse(item.lastActivityAt),
    endedAt: item.endedAt ? Date.parse(item.endedAt) : null,
    lastClientAt: item.lastClientAt ?? null,
    endedClientAt: item.endedClientAt ?? null,
    events: item.events,
    journey: item.journey as Journey,
    recentBatches: item.recentBatches,
  };
}

export function toItem(s: SessionState, message: TrackMessage, stored: VisitorSessionItem | null, retentionDays: number) {
  const viewer = message.viewer;
  return {
    sessionId: s.sessionId,
    ...(s.userId ? { userId: s.userId } : {}),
    // Where the session began is kept as first seen; a later batch only fills what the first lacked.
    ...optional('ipAddress', stored?.ipAddress ?? viewer.ip),
    ...optional('countryCode', stored?.countryCode ?? viewer.countryCode),
    ...optional('city', stored?.city ?? viewer.city),
    ...optional('userAgent', stored?.userAgent ?? viewer.userAgent),
    ...optional('fingerprint', stored?.fingerprint ?? message.batch.device?.fingerprint),
    ...(stored?.deviceSignals || message.batch.device ? { deviceSignals: stored?.deviceSignals ?? message.batch.device?.signals } : {}),
    startedAt: new Date(s.startedAt).toISOString(),
    lastActivityAt: new Date(s.lastActivityAt).toISOString(),
    ...(s.endedAt !== null ? { endedAt: new Date(s.endedAt).toISOString() } : {}),
    ...(s.lastClientAt !== null ? { lastClientAt: s.lastClientAt } : {}),
    ...(s.endedClientAt !== null ? { endedClientAt: s.endedClientAt } : {}),
    durationSeconds: sessionDurationSeconds(s),
    events: s.events,
    journey: s.journey,
    recentBatches: s.recentBatches,
    version: (stored?.version ?? 0) + 1,
    expiresAt: Math.floor(s.lastActivityAt / 1000) + retentionDays * day,
  };
}

const optional = <K extends string>(key: K, value: string | null | undefined) => (value ? ({ [key]: value } as Record<K, string>) : {});
