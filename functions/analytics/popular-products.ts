import { analyticsLimits, type PopularProduct } from '../../shared/analytics/analytics-view';
import { dayOf } from '../../shared/tracking/traffic-tally';
import { productDayShards } from '../lib/data/entities/product-day-counter';
import type { Deps } from '../lib/deps';
import { expiresAfterDays } from '../lib/data/expires-at';

type ReadDeps = Pick<Deps, 'store'>;

export interface ProductFigures {
  productId: string;
  views: number;
  uniqueViewers: number;
  viewSeconds: number;
  timedViews: number;
}

const dayMs = 86_400_000;
const rollupSize = 50;
/** A day's rollup is trusted once made this long after the day ended: late batches (clamped to a day back) have mostly landed. */
const settleMs = 2 * 3_600_000;

/** The 7-day top 10 by views: today from its shards, the six finished days from their day rollups. */
export async function popularProducts(deps: ReadDeps, now: Date): Promise<Omit<PopularProduct, 'name'>[]> {
  const [todays, past] = await Promise.all([dayFigures(deps, dayOf(now.getTime())), finishedDaysFigures(deps, now)]);
  return rankPopular(todays, past);
}

/** Today's products and the finished days' merged, the top 10 by views. */
export function rankPopular(todays: readonly ProductFigures[], finishedDays: readonly ProductFigures[]): Omit<PopularProduct, 'name'>[] {
  return mergeFigures([...todays, ...finishedDays])
    .filter((p) => p.views > 0)
    .slice(0, analyticsLimits.popularProducts)
    // Unique viewers over 7 days add each day's: a visitor back on another day counts again, as "viewers per day" would.
    .map((p) => ({ productId: p.productId, views: p.views, uniqueViewers: p.uniqueViewers, averageViewSeconds: p.timedViews ? Math.round(p.viewSeconds / p.timedViews) : null }));
}

/** The six finished days of the 7-day window, merged, most viewed first, their top 50. */
export async function finishedDaysFigures(deps: ReadDeps, now: Date): Promise<ProductFigures[]> {
  const past = Array.from({ length: analyticsLimits.popularDays - 1 }, (_, i) => dayOf(now.getTime() - (i + 1) * dayMs));
  return mergeFigures((await pastDays(deps, past)).flat()).slice(0, rollupSize);
}

function mergeFigures(figures: readonly ProductFigures[]): ProductFigures[] {
  const merged = new Map<string, ProductFigures>();
  for (const p of figures) {
    const sum = merged.get(p.productId) ?? { productId: p.productId, views: 0, uniqueViewers: 0, viewSeconds: 0, timedViews: 0 };
    sum.views += p.views;
    sum.uniqueViewers += p.uniqueViewers;
    sum.viewSeconds += p.viewSeconds;
    sum.timedViews += p.timedViews;
    merged.set(p.productId, sum);
  }
  return [...merged.values()].sort((a, b) => b.views - a.views || b.uniqueViewers - a.uniqueViewers || a.productId.localeCompare(b.productId));
}

async function pastDays(deps: ReadDeps, days: string[]): Promise<ProductFigures[][]> {
  const found = await deps.store.entities.productDayRollup.get(days.map((day) => ({ day }))).go();
  const byDay = new Map(found.data.map((r) => [r.day, r]));
  // A day the hourly job has not rolled up yet (just after midnight) is read from its shards this once.
  return Promise.all(days.map(async (day) => (byDay.get(day)?.top as ProductFigures[] | undefined) ?? (await dayFigures(deps, day))));
}

/**
 * Rolls up each of the last `popularDays` finished days that has no rollup made after it settled (the `rollUpTraffic`
 * schedule, every 5 minutes): the day's shards merged, its top 50 kept.
 */
export async function rollUpProductDays(deps: ReadDeps, now: Date): Promise<string[]> {
  const days = Array.from({ length: analyticsLimits.popularDays - 1 }, (_, i) => dayOf(now.getTime() - (i + 1) * dayMs));
  const found = await deps.store.entities.productDayRollup.get(days.map((day) => ({ day }))).go();
  const byDay = new Map(found.data.map((r) => [r.day, r]));
  const rolled: string[] = [];
  for (const day of days) {
    const settled = Date.parse(`${day}T00:00:00Z`) + dayMs + settleMs;
    const rollup = byDay.get(day);
    if (now.getTime() < settled || (rollup && Date.parse(rollup.computedAt) >= settled)) continue;
    const top = (await dayFigures(deps, day)).sort((a, b) => b.views - a.views || a.productId.localeCompare(b.productId)).slice(0, rollupSize);
    await deps.store.entities.productDayRollup
      .put({ day, top, computedAt: now.toISOString(), expiresAt: expiresAfterDays(now, 35) })
      .go({ response: 'none' });
    rolled.push(day);
  }
  return rolled;
}

/** One day's products from its shards (a Query each, as many items as products viewed that day), added up, most viewed first. */
export async function dayFigures(deps: ReadDeps, day: string): Promise<ProductFigures[]> {
  const shards = await Promise.all(
    Array.from({ length: productDayShards }, (_, shard) =>
      deps.store.entities.productDayCounter.query.byDay({ day, shard }).go({ pages: 'all', attributes: ['productId', 'views', 'uniqueViewers', 'viewSeconds', 'timedViews'] }),
    ),
  );
  return mergeFigures(
    shards
      .flatMap((s) => s.data)
      .map((i) => ({ productId: i.productId!, views: i.views ?? 0, uniqueViewers: i.uniqueViewers ?? 0, viewSeconds: i.viewSeconds ?? 0, timedViews: i.timedViews ?? 0 })),
  );
}
