import { analyticsLimits, type AnalyticsView, type RecentActivityLine } from '../../shared/analytics/analytics-view';
import { estimateDistinct, mergeRegisters } from '../../shared/tracking/hyperloglog';
import { dayOf, hourOf } from '../../shared/tracking/traffic-tally';
import { hourSalesScope, scopeShards } from '../lib/data/entities/sales-counter';
import { dayTrafficScope, hourScope, trafficScopes } from '../lib/data/entities/traffic-counter';
import type { Deps } from '../lib/deps';
import { popularProducts } from './popular-products';

type AnalyticsDeps = Pick<Deps, 'store' | 'now'>;

const hourMs = 3_600_000;
const dayMs = 86_400_000;

/**
 * The analytics panel (back-office §2, §9), from counters only: the 24 hours' traffic shards and sales shards and
 * visitor sketches (BatchGets of fixed size), 7 days' traffic shards for the chart, Popular Products from day rollups
 * (functions/analytics/popular-products.ts), the newest 20 activities (one Query, two after midnight), and the small
 * reference partitions for System Config. The same few dozen reads at 1,000 events as at 1,000,000.
 */
export async function analyticsFigures(deps: AnalyticsDeps): Promise<AnalyticsView> {
  const now = deps.now();
  const hours = Array.from({ length: analyticsLimits.windowHours }, (_, i) => hourOf(now.getTime() - i * hourMs));
  const days = Array.from({ length: analyticsLimits.chartDays }, (_, i) => dayOf(now.getTime() - i * dayMs)).reverse();
  const { trafficCounter, salesCounter, visitorSketch } = deps.store.entities;
  const [traffic, sales, sketches, daily, popular, recent, systemConfig] = await Promise.all([
    trafficCounter.get(hours.flatMap((h) => trafficScopes((s) => hourScope(h, s))).map((scope) => ({ scope }))).go(),
    salesCounter.get(hours.flatMap((h) => scopeShards(hourSalesScope(new Date(`${h}:00:00Z`)))).map((scope) => ({ scope }))).go(),
    visitorSketch.get(hours.flatMap((h) => [{ scope: `users#${h}` }, { scope: `sessions#${h}` }])).go(),
    trafficCounter.get(days.flatMap((d) => trafficScopes((s) => dayTrafficScope(d, s))).map((scope) => ({ scope }))).go(),
    popularProducts(deps, now),
    recentActivity(deps, now),
    referenceData(deps),
  ]);
  const sum = <T>(items: T[], pick: (i: T) => number | undefined) => items.reduce((n, i) => n + (pick(i) ?? 0), 0);
  const distinct = (prefix: string) =>
    Math.round(estimateDistinct(mergeRegisters(sketches.data.filter((s) => s.scope.startsWith(prefix)).map((s) => s.registers as number[]))));
  const started = sum(traffic.data, (i) => i.sessionsStarted);
  const names = await productNames(deps, [...popular.map((p) => p.productId), ...recent.flatMap((r) => (r.productId ? [r.productId] : []))]);
  return {
    generatedAt: now.toISOString(),
    window: { from: `${hours.at(-1)}:00:00.000Z`, to: now.toISOString() },
    cards: {
      views: sum(traffic.data, (i) => i.pageViews),
      productViews: sum(traffic.data, (i) => i.productViews),
      activeUsers: distinct('users#'),
      activeSessions: distinct('sessions#'),
      purchases: sum(sales.data, (i) => i.orders),
      averageSessionSeconds: started ? Math.round(sum(traffic.data, (i) => i.sessionSeconds) / started) : null,
    },
    viewsPerDay: days.map((day) => {
      const items = daily.data.filter((i) => i.scope.startsWith(`day#${day}#`));
      return { day, views: sum(items, (i) => i.pageViews), productViews: sum(items, (i) => i.productViews) };
    }),
    popularProducts: popular.map((p) => ({ ...p, name: names.get(p.productId) ?? 'Removed product' })),
    recentActivity: recent.map((r) => ({ ...r, productName: r.productId ? (names.get(r.productId) ?? 'Removed product') : null })),
    systemConfig,
  };
}

async function recentActivity(deps: AnalyticsDeps, now: Date): Promise<Omit<RecentActivityLine, 'productName'>[]> {
  const limit = analyticsLimits.recentActivity;
  const read = (day: string, n: number) => deps.store.entities.recentActivity.query.byDay({ day }).go({ order: 'desc', limit: n });
  const today = await read(dayOf(now.getTime()), limit);
  const items = today.data.length < limit ? [...today.data, ...(await read(dayOf(now.getTime() - dayMs), limit - today.data.length)).data] : today.data;
  return items.map((i) => ({
    kind: i.kind,
    at: i.at,
    countryCode: i.countryCode ?? null,
    productId: i.productId ?? null,
    orderId: i.orderId ?? null,
    valueCents: i.valueCents ?? null,
  }));
}

async function productNames(deps: AnalyticsDeps, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { data } = await deps.store.entities.product.get(unique.map((productId) => ({ productId }))).go({ attributes: ['productId', 'name'] });
  return new Map(data.map((p) => [p.productId!, p.name!]));
}

/** System Config: languages, regions and platforms are small reference partitions (tens of items), one Query each. */
async function referenceData(deps: AnalyticsDeps): Promise<AnalyticsView['systemConfig']> {
  const { platform, region, language } = deps.store.entities;
  const [platforms, regions, languages] = await Promise.all([
    platform.query.byId({}).go({ pages: 'all', attributes: ['code', 'name', 'iconUrl'] }),
    region.query.byId({}).go({ pages: 'all', attributes: ['code', 'name', 'isGlobal', 'restrictions'] }),
    language.query.byCode({}).go({ pages: 'all', attributes: ['code', 'name', 'nativeName', 'isActive'] }),
  ]);
  return {
    languages: languages.data.map((l) => ({ code: l.code!, nativeName: l.nativeName ?? l.name!, isActive: l.isActive ?? false })),
    regions: regions.data.map((r) => ({ code: r.code!, name: r.name!, isGlobal: r.isGlobal ?? false, restrictions: r.restrictions ?? null })),
    platforms: platforms.data.map((p) => ({ code: p.code!, name: p.name!, iconUrl: p.iconUrl ?? null })),
  };
}
