import { analyticsLimits, type AnalyticsView, type RecentActivityLine, type SystemConfigView } from '../../shared/analytics/analytics-view';
import { dayOf } from '../../shared/tracking/traffic-tally';
import type { Deps } from '../lib/deps';
import { distinct, pastHours, windowFigures } from './hour-figures';
import { dayFigures, rankPopular } from './popular-products';

type AnalyticsDeps = Pick<Deps, 'store' | 'now'>;

const dayMs = 86_400_000;

/**
 * The analytics panel (back-office §2, §9), from counters only: the 24 hours as the rollup of the 23 finished ones and
 * the current hour's shards and sketches (functions/analytics/hour-figures.ts), 7 days' traffic shards for the chart, Popular Products from day rollups
 * (functions/analytics/popular-products.ts) and the newest 20 activities (one Query, two after midnight). The same few dozen reads at 1,000 events as at 1,000,000.
 */
export async function analyticsFigures(deps: AnalyticsDeps): Promise<AnalyticsView> {
  const now = deps.now();
  const [window, recent] = await Promise.all([windowFigures(deps, now), recentActivity(deps, now)]);
  // Popular Products ranks 7 days: today's share as of the rollup (at most 5 minutes old) will do; live without one.
  const popular = rankPopular(window.todayProducts ?? (await dayFigures(deps, dayOf(now.getTime()))), window.finishedDays);
  const names = await productNames(deps, [...popular.map((p) => p.productId), ...recent.flatMap((r) => (r.productId ? [r.productId] : []))]);
  return {
    generatedAt: now.toISOString(),
    window: { from: `${pastHours(now).at(-1)}:00:00.000Z`, to: now.toISOString(), pastHoursFrom: window.pastFrom },
    cards: {
      views: window.views,
      productViews: window.productViews,
      activeUsers: distinct(window.users),
      activeSessions: distinct(window.sessions),
      purchases: window.purchases,
      averageSessionSeconds: window.sessionsStarted ? Math.round(window.sessionSeconds / window.sessionsStarted) : null,
    },
    viewsPerDay: window.viewsPerDay,
    popularProducts: popular.map((p) => ({ ...p, name: names.get(p.productId) ?? 'Removed product' })),
    recentActivity: recent.map((r) => ({ ...r, productName: r.productId ? (names.get(r.productId) ?? 'Removed product') : null })),
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

/** System Config (its own route, read when the tab opens): languages, regions and platforms, small reference partitions, one Query each. */
export async function systemConfig(deps: Pick<Deps, 'store'>): Promise<SystemConfigView> {
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
