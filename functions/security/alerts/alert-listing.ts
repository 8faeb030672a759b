import type { AlertList, FraudAlertView } from '../../../shared/security/security-views';
import type { FraudAlertItem } from '../../lib/data/entities/fraud-alert';
import type { Deps } from '../../lib/deps';
import { nameIn, namesOf } from '../people-names';

/** An alert as staff see it, its customer and the staff member who resolved it named from `names` (`namesOf`). */
export const alertView = (a: FraudAlertItem, names: ReadonlyMap<string, string> = new Map()): FraudAlertView => ({
  alertId: a.alertId,
  alertType: a.alertType,
  severity: a.severity,
  ipAddress: a.ipAddress ?? null,
  userId: a.userId ?? null,
  userName: nameIn(names, a.userId),
  orderId: a.orderId ?? null,
  details: a.details,
  isResolved: a.state === 'resolved',
  resolvedBy: a.resolvedBy ?? null,
  resolvedByName: nameIn(names, a.resolvedBy),
  resolvedAt: a.resolvedAt ?? null,
  hits: a.hits,
  createdAt: a.raisedAt,
});

export interface AlertQuery {
  cursor?: string | undefined;
  limit: number;
  state: 'all' | 'unresolved' | 'resolved';
  userId?: string | undefined;
  ip?: string | undefined;
}

/**
 * One page of alerts newest first, each a Query on its index: by user, by address, by state, or all (the state
 * index's two partitions merged: the unresolved first page and the resolved one, then by time).
 */
export async function listAlerts(deps: Pick<Deps, 'store' | 'cursors'>, q: AlertQuery): Promise<AlertList> {
  const scope = { listing: 'fraud-alerts', filters: { state: q.state, userId: q.userId ?? null, ip: q.ip ?? null } };
  const opened = await deps.cursors.open(q.cursor, scope);
  const options = { cursor: opened, limit: q.limit, order: 'desc' as const };
  const alerts = deps.store.entities.fraudAlert.query;
  const page = q.userId
    ? await alerts.byUser({ userKey: q.userId }).go(options)
    : q.ip
      ? await alerts.byIp({ ipKey: q.ip }).go(options)
      : q.state !== 'all'
        ? await alerts.byState({ state: q.state }).go(options)
        : await allStates(deps, opened, q.limit);
  const rows = q.state === 'all' || (!q.userId && !q.ip) ? page.data : page.data.filter((a) => a.state === q.state);
  const names = await namesOf(deps, rows.flatMap((a) => [a.userId, a.resolvedBy]));
  return { alerts: rows.map((a) => alertView(a, names)), nextCursor: await deps.cursors.seal(page.cursor, scope) };
}

/**
 * "All" reads both state partitions: the newest `limit` of each, merged by time, cut to `limit`. The cursor carries
 * the time of the last row shown, and the next page starts below it in each partition.
 */
async function allStates(deps: Pick<Deps, 'store'>, opened: string | null, limit: number): Promise<{ data: FraudAlertItem[]; cursor: string | null }> {
  const before = opened ?? undefined;
  const part = (state: 'unresolved' | 'resolved') => {
    const q = deps.store.entities.fraudAlert.query.byState({ state });
    return (before ? q.lt({ raisedAt: before }) : q).go({ limit, order: 'desc' });
  };
  const [open, closed] = await Promise.all([part('unresolved'), part('resolved')]);
  const merged = [...open.data, ...closed.data].sort((a, b) => b.raisedAt.localeCompare(a.raisedAt)).slice(0, limit);
  const more = merged.length === limit && (open.cursor !== null || closed.cursor !== null || open.data.length + closed.data.length > limit);
  return { data: merged, cursor: more ? merged[merged.length - 1]!.raisedAt : null };
}
