import type { Deps } from '../lib/deps';
import type { TxWrite } from '../orders/transaction-types';
import type { Store } from '../lib/data/store';
import { expiresAfterDays } from '../lib/data/expires-at';

/** Hourly security counters are kept for the 7-day categories and the 24 h against 24 h trends, with room to spare. */
const keepDays = 40;

export const hourOf = (at: Date) => ({ day: at.toISOString().slice(0, 10), hour: at.toISOString().slice(11, 13) });

type CounterTx = Pick<Parameters<Parameters<Store['transaction']['write']>[0]>[0], 'securityCounter'>;

/** One `ADD` per metric for the hour of `at`, to ride in the transaction of the write it counts. */
export function counterWrites(tx: CounterTx, at: Date, metrics: readonly string[], by = 1): TxWrite[] {
  const { day, hour } = hourOf(at);
  const expiresAt = expiresAfterDays(at, keepDays);
  return metrics.map((metric) => tx.securityCounter.update({ day, hour, metric }).add({ count: by }).set({ expiresAt }).commit() as TxWrite);
}

/** A gauge (not per hour) moved by `by`: the store's (`all`) or one user's (`user#{id}`), e.g. alerts still unresolved. */
export function gaugeWrite(tx: CounterTx, metric: string, by: number, owner = 'all'): TxWrite {
  return tx.securityCounter.update({ day: owner, hour: '--', metric }).add({ count: by }).commit() as TxWrite;
}

/** Raises counters outside a transaction, for signals whose only write is the count (a VPN seen, a refusal). */
export async function bumpCounters(deps: Pick<Deps, 'store'>, at: Date, metrics: readonly string[]): Promise<void> {
  const { day, hour } = hourOf(at);
  const expiresAt = expiresAfterDays(at, keepDays);
  await Promise.all(metrics.map((metric) => deps.store.entities.securityCounter.update({ day, hour, metric }).add({ count: 1 }).set({ expiresAt }).go()));
}

/**
 * The sums per metric over the whole hours in [from, to): one Query per day touched. A 24 h window reads two days,
 * 7 days eight; the items are a few dozen metrics per hour at most.
 */
export async function countsBetween(deps: Pick<Deps, 'store'>, from: Date, to: Date): Promise<Map<string, number>> {
  const sums = new Map<string, number>();
  const days: string[] = [];
  for (let t = Date.parse(from.toISOString().slice(0, 10)); t < to.getTime(); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  const first = hourOf(from);
  const last = hourOf(new Date(to.getTime() - 1));
  const pages = await Promise.all(days.map((day) => deps.store.entities.securityCounter.query.byDay({ day }).go({ pages: 'all' })));
  for (const item of pages.flatMap((p) => p.data)) {
    const key = `${item.day}T${item.hour}`;
    if (key < `${first.day}T${first.hour}` || key > `${last.day}T${last.hour}`) continue;
    sums.set(item.metric, (sums.get(item.metric) ?? 0) + item.count);
  }
  return sums;
}

export async function gauge(deps: Pick<Deps, 'store'>, metric: string, owner = 'all'): Promise<number> {
  const item = await deps.store.entities.securityCounter.get({ day: owner, hour: '--', metric }).go();
  return Math.max(0, item.data?.count ?? 0);
}

/** A user's own hourly signal (e.g. `vpn`), under their gauges' partition: one Query reads their last 24 hours. */
export async function bumpUserSignal(deps: Pick<Deps, 'store'>, userId: string, at: Date, metric: string): Promise<void> {
  const expiresAt = expiresAfterDays(at, 2);
  await deps.store.entities.securityCounter.update({ day: `user#${userId}`, hour: at.toISOString().slice(0, 13), metric }).add({ count: 1 }).set({ expiresAt }).go();
}

/** The sum of a user's hourly signal over the 24 hours up to `now`. */
export async function userSignal24h(deps: Pick<Deps, 'store'>, userId: string, now: Date, metric: string): Promise<number> {
  const since = new Date(now.getTime() - 24 * 3_600_000).toISOString().slice(0, 13);
  const items = await deps.store.entities.securityCounter.query.byDay({ day: `user#${userId}` }).gte({ hour: since }).go({ pages: 'all' });
  return items.data.filter((i) => i.metric === metric && i.hour !== '--').reduce((n, i) => n + i.count, 0);
}
