import { beforeAll, describe, expect, it } from 'vitest';
import type { TrackEvent } from '../../shared/tracking/track-batch';
import type { TrackMessage } from '../../shared/tracking/track-message';
import { analyticsFigures } from '../analytics/analytics-figures';
import { rollUpPastHours } from '../analytics/hour-figures';
import { popularProducts, rollUpProductDays } from '../analytics/popular-products';
import { dayTrafficScope, hourScope, trafficScopes } from '../lib/data/entities/traffic-counter';
import type { Deps } from '../lib/deps';
import { seededRandom } from '../../local/seed/demo-keys';
import { useTestTable } from '../../test/integration/table';
import { ingestBatch } from './ingest-batch';
import { applyPurchase } from './apply-purchase';

// A day of its own, far from today and from other runs, so only this file's batches count on it.
const dayStart = Date.parse('2024-01-01T00:00:00Z') + Math.floor(Math.random() * 3000) * 86_400_000;
const day = new Date(dayStart).toISOString().slice(0, 10);
const run = Date.now().toString(36);
const products = ['prd_aggalpha', 'prd_aggbravo', 'prd_aggcharlie', 'prd_aggdelta'];

interface GeneratedSession {
  sessionId: string;
  visitor: string;
  messages: TrackMessage[];
}

/** Sessions over the day, each a few batches of page views, product views, leaves and clicks; some signed in. */
function generateDay(count: number): GeneratedSession[] {
  const next = seededRandom(day);
  return Array.from({ length: count }, (_, s) => {
    const sessionId = `agg_${run}_${s}`;
    const userId = next() < 0.3 ? `user_agg_${run}_${s % 7}` : null;
    const fingerprint = (s % 11).toString(16).padStart(32, 'a');
    let at = dayStart + Math.floor(next() * 22 * 3_600_000);
    const messages: TrackMessage[] = [];
    for (let b = 0; b < 1 + Math.floor(next() * 3); b++) {
      const events: TrackEvent[] = [];
      for (let e = 0; e < 2 + Math.floor(next() * 6); e++) {
        at += 1_000 + Math.floor(next() * 90_000);
        const product = products[Math.floor(next() * products.length)]!;
        const path = `/product/${product}`;
        const roll = next();
        if (roll < 0.3) events.push({ type: 'page_view', at, path, title: 'Product', referrer: null });
        else if (roll < 0.6) events.push({ type: 'product_view', at, path, productId: product, referrer: null });
        else if (roll < 0.8) events.push({ type: 'page_leave', at, path, durationSeconds: 1 + Math.floor(next() * 120) });
        else events.push({ type: 'click', at, path, selector: 'button.buy', text: 'Buy now', x: 1, y: 2 });
      }
      messages.push({
        batch: { sessionId, batchId: `aggb_${run}_${s}_${b}`, sentAt: at, viewport: { width: 1280, height: 800 }, ...(b === 0 ? { device: { fingerprint, signals: { cores: 4 } } } : {}), events },
        receivedAt: at + 200,
        viewer: { ip: '198.51.100.7', countryCode: 'DE', city: null, userAgent: 'AggregateTest/1.0' },
        userId,
      });
    }
    return { sessionId, visitor: userId ?? fingerprint, messages };
  });
}

describe('traffic aggregates', () => {
  let deps: Deps;
  const sessions = generateDay(40);
  const allEvents = sessions.flatMap((s) => s.messages.flatMap((m) => m.batch.events));

  beforeAll(async () => {
    deps = await useTestTable();
    // Sessions in parallel, each session's batches in order, and every third batch delivered twice as SQS may.
    await Promise.all(
      sessions.map(async (s) => {
        for (const [i, message] of s.messages.entries()) {
          await ingestBatch(deps, message);
          if (i % 3 === 0) await ingestBatch(deps, message);
        }
      }),
    );
  }, 120_000);

  it("match the day's raw events: views per hour and day, product views, view time and unique viewers per product", async () => {
    const stored = (await Promise.all(sessions.map((s) => deps.store.entities.trackEvent.query.bySession({ sessionId: s.sessionId }).go({ pages: 'all' })))).flatMap((r) => r.data);
    expect(stored).toHaveLength(allEvents.length);

    const hours = [...new Set(stored.map((e) => e.at.slice(0, 13)))];
    const hourItems = (await deps.store.entities.trafficCounter.get(hours.flatMap((h) => trafficScopes((s) => hourScope(h, s))).map((scope) => ({ scope }))).go()).data;
    for (const hour of hours) {
      const inHour = stored.filter((e) => e.at.startsWith(hour));
      const items = hourItems.filter((i) => i.scope.startsWith(`hour#${hour}#`));
      expect({ hour, pageViews: items.reduce((n, i) => n + i.pageViews, 0), productViews: items.reduce((n, i) => n + i.productViews, 0), events: items.reduce((n, i) => n + i.events, 0) }).toEqual({
        hour,
        pageViews: inHour.filter((e) => e.type === 'page_view').length,
        productViews: inHour.filter((e) => e.type === 'product_view').length,
        events: inHour.length,
      });
    }
    const dayItems = (await deps.store.entities.trafficCounter.get(trafficScopes((s) => dayTrafficScope(day, s)).map((scope) => ({ scope }))).go()).data;
    expect(dayItems.reduce((n, i) => n + i.pageViews, 0)).toBe(stored.filter((e) => e.type === 'page_view').length);
    expect(dayItems.reduce((n, i) => n + i.sessionsStarted, 0)).toBe(sessions.length);

    const ranked = await popularProducts(deps, new Date(dayStart + 23.5 * 3_600_000));
    for (const productId of products) {
      const views = stored.filter((e) => e.type === 'product_view' && (e.data as { productId: string }).productId === productId);
      const viewers = new Set(sessions.filter((s) => s.messages.some((m) => m.batch.events.some((e) => e.type === 'product_view' && e.productId === productId))).map((s) => s.visitor));
      const figures = ranked.find((p) => p.productId === productId);
      expect({ productId, views: figures?.views ?? 0, uniqueViewers: figures?.uniqueViewers ?? 0 }).toEqual({ productId, views: views.length, uniqueViewers: viewers.size });
      expect(figures?.averageViewSeconds === null || (figures!.averageViewSeconds >= 1 && figures!.averageViewSeconds <= 120)).toBe(true);
    }
    expect(ranked.map((p) => p.views)).toEqual([...ranked.map((p) => p.views)].sort((a, b) => b - a));
  });

  it('answers the panel for the day: views, active visitors within the sketch error, average session, recent activity', async () => {
    const view = await analyticsFigures({ ...deps, now: () => new Date(dayStart + 23.5 * 3_600_000) });
    expect(view.cards.views).toBe(allEvents.filter((e) => e.type === 'page_view').length);
    expect(view.cards.productViews).toBe(allEvents.filter((e) => e.type === 'product_view').length);
    const visitors = new Set(sessions.map((s) => s.visitor)).size;
    expect(Math.abs(view.cards.activeUsers - visitors)).toBeLessThanOrEqual(Math.max(1, visitors * 0.05));
    expect(Math.abs(view.cards.activeSessions - sessions.length)).toBeLessThanOrEqual(Math.max(1, sessions.length * 0.05));
    const lengths = (await deps.store.entities.visitorSession.get(sessions.map((s) => ({ sessionId: s.sessionId }))).go()).data.map((s) => s.durationSeconds);
    expect(view.cards.averageSessionSeconds).toBe(Math.round(lengths.reduce((a, b) => a + b, 0) / lengths.length));
    expect(view.recentActivity.length).toBeGreaterThan(0);
    expect(view.recentActivity.length).toBeLessThanOrEqual(20);
    expect(view.recentActivity.every((r) => r.kind === 'viewed' && r.countryCode === 'DE' && products.includes(r.productId!))).toBe(true);
    expect(view.recentActivity.map((r) => r.at)).toEqual([...view.recentActivity.map((r) => r.at)].sort().reverse());
    expect(view.viewsPerDay.at(-1)).toEqual({ day, views: view.cards.views, productViews: view.cards.productViews });
    expect(view.window.pastHoursFrom).toBe('counters');

    // Once the schedule has rolled the finished hours up, the panel reads them from the rollup, with the same figures.
    await rollUpPastHours(deps, new Date(dayStart + 23.5 * 3_600_000));
    const rolled = await analyticsFigures({ ...deps, now: () => new Date(dayStart + 23.5 * 3_600_000) });
    expect(rolled.window.pastHoursFrom).toBe('rollup');
    expect(rolled.cards).toEqual(view.cards);
  });

  it('puts a paid order of a tracked session in Recent Activity once, however often the message comes', async () => {
    const session = sessions[0]!;
    const at = dayStart + 23.4 * 3_600_000;
    const purchase = { kind: 'purchase' as const, sessionId: session.sessionId, orderId: `ord_agg_${run}`, valueCents: 2_499, at, productId: products[1] };
    expect(await applyPurchase(deps, purchase)).toEqual({ applied: true });
    expect(await applyPurchase(deps, purchase)).toEqual({ applied: false });
    const view = await analyticsFigures({ ...deps, now: () => new Date(dayStart + 23.5 * 3_600_000) });
    expect(view.recentActivity.filter((r) => r.kind === 'purchased')).toEqual([
      { kind: 'purchased', at: new Date(at).toISOString(), countryCode: 'DE', productId: products[1], productName: 'Removed product', orderId: purchase.orderId, valueCents: 2_499 },
    ]);
  });

  it('rolls a finished day up once it has settled, and ranks from the rollup as from the shards', async () => {
    const before = await popularProducts(deps, new Date(dayStart + 86_400_000 + 3 * 3_600_000));
    expect(await rollUpProductDays(deps, new Date(dayStart + 86_400_000 + 3 * 3_600_000))).toContain(day);
    expect(await rollUpProductDays(deps, new Date(dayStart + 86_400_000 + 4 * 3_600_000))).not.toContain(day);
    expect(await popularProducts(deps, new Date(dayStart + 86_400_000 + 3 * 3_600_000))).toEqual(before);
  });
});
