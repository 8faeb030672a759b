import { applyBatch, timedEvents, type SessionState } from '../../../shared/tracking/apply-batch';
import { addVisitor, registerCount } from '../../../shared/tracking/hyperloglog';
import type { TrackEvent } from '../../../shared/tracking/track-batch';
import type { TrackMessage } from '../../../shared/tracking/track-message';
import { trafficTally, type ProductOnPath } from '../../../shared/tracking/traffic-tally';
import { productDayShards } from '../../../functions/lib/data/entities/product-day-counter';
import { dayTrafficScope, hourScope, trafficShards } from '../../../functions/lib/data/entities/traffic-counter';
import { toItem } from '../../../functions/tracking/ingest-batch';
import { trafficRetentionDays } from '../../../functions/tracking/traffic-writes';
import { countryDay, countryHour } from '../../../functions/lib/data/entities/country-traffic';
import { seededRandom } from '../demo-keys';
import type { Derived } from '../scale/derived-items';

export interface TrafficSizes {
  sessions: number;
  events: number;
  days: number;
}
export const fullTraffic: TrafficSizes = { sessions: 50_000, events: 1_000_000, days: 30 };

const referrers = [null, null, null, 'https://www.google.com/search?q=steam+gift+card', 'https://www.facebook.com/', 'https://t.co/x', 'https://deals.example/gaming'];
const widths = [390, 414, 768, 820, 1280, 1440, 1920];
const countries = ['US', 'GB', 'DE', 'BR', 'ES', 'PT', 'FR', 'MX', 'CA', 'PL'];
const hourMs = 3_600_000;
const dayMs = 86_400_000;

interface Counts {
  [field: string]: number;
}

/**
 * Visitor traffic as the tracking consumer would have stored it: sessions of page and product views (products by a
 * Zipf-like popularity), leaves, clicks, scrolls, heartbeats and an end, sent in batches of up to 20, each batch run
 * through the consumer's own pure rules (`applyBatch`, `trafficTally`) so sessions, journeys, raw events and every
 * counter are what ingestion would have written. Items that TTL would already have removed (viewer marks older than
 * two days, hour sketches older than three) are not written.
 */
export async function* generateTraffic(sizes: TrafficSizes, products: readonly { productId: string; slug: string }[], userIds: readonly string[], now: number): AsyncGenerator<Derived[]> {
  const next = seededRandom('traffic');
  const eventsPerSession = sizes.events / sizes.sessions;
  const counters = new Map<string, Counts>();
  const productDays = new Map<string, { day: string; shard: number; productId: string; views: number; viewSeconds: number; timedViews: number; uniqueViewers: number }>();
  const marks = new Set<string>();
  const sketches = new Map<string, number[]>();
  const tallies = new Map<string, number>();
  // The intelligence console's counters (functions/tracking/traffic-writes.ts): sessions per country by hour and day.
  const perCountry = new Map<string, number>();
  const add = (scope: string, counts: Counts) => {
    const sum = counters.get(scope) ?? {};
    for (const [k, v] of Object.entries(counts)) sum[k] = (sum[k] ?? 0) + v;
    counters.set(scope, sum);
  };
  const sketch = (scope: string, member: string) => {
    let registers = sketches.get(scope);
    if (!registers) sketches.set(scope, (registers = new Array<number>(registerCount).fill(0)));
    addVisitor(registers as unknown as Record<number, number>, member);
  };
  const visitors = Math.round(sizes.sessions * 0.6);
  for (let s = 0; s < sizes.sessions; s++) {
    const visitorIndex = Math.floor(next() ** 1.3 * visitors);
    const userId = visitorIndex % 5 === 0 && userIds.length ? userIds[visitorIndex % userIds.length]! : null;
    const fingerprint = (visitorIndex * 2654435761 >>> 0).toString(16).padStart(8, '0').repeat(4);
    const sessionId = `seed_${s.toString(36).padStart(6, '0')}`;
    // More traffic lately, a daily rhythm, never in the future.
    let at = now - Math.floor(next() ** 0.8 * sizes.days * dayMs);
    at -= ((new Date(at).getUTCHours() + 18) % 24 < 6 ? next() * 6 * hourMs : 0);
    at = Math.min(at, now - 40 * 60_000);
    const width = widths[Math.floor(next() * widths.length)]!;
    const country = countries[Math.floor(next() * countries.length)]!;
    const target = Math.max(3, Math.round(eventsPerSession * (0.4 + next() * 1.2)));
    const events: TrackEvent[] = [];
    let path = '/';
    events.push({ type: 'page_view', at, path, title: 'NeonKeys', referrer: referrers[Math.floor(next() * referrers.length)]! });
    while (events.length < target - 1) {
      at += 2_000 + Math.floor(next() * 40_000);
      const roll = next();
      if (roll < 0.22) {
        const product = products[Math.floor(next() ** 2.2 * products.length)]!;
        const seconds = 5 + next() * 120;
        events.push({ type: 'page_leave', at, path, durationSeconds: Math.round(seconds) });
        path = `/product/${product.slug}`;
        events.push({ type: 'page_view', at, path, title: product.slug, referrer: null });
        events.push({ type: 'product_view', at, path, productId: product.productId, referrer: null });
      } else if (roll < 0.32) {
        events.push({ type: 'page_leave', at, path, durationSeconds: Math.round(5 + next() * 60) });
        path = ['/', '/search', '/category/gift-cards', '/deals'][Math.floor(next() * 4)]!;
        events.push({ type: 'page_view', at, path, title: 'NeonKeys', referrer: null });
      } else if (roll < 0.55) events.push({ type: 'click', at, path, selector: 'button.variant', text: 'EUR 50', x: 10, y: 20 });
      else if (roll < 0.75) events.push({ type: 'scroll', at, path, depth: ([25, 50, 75, 100] as const)[Math.floor(next() * 4)]! });
      else if (roll < 0.78 && path.startsWith('/product/')) events.push({ type: 'add_to_cart', at, path });
      else events.push({ type: 'heartbeat', at, path });
    }
    events.push({ type: 'session_end', at: at + 1_000, path, reason: next() < 0.5 ? 'unload' : 'inactive' });

    let state: SessionState | null = null;
    let lastProduct: ProductOnPath | null = null;
    let stored: ReturnType<typeof toItem> | null = null;
    const items: Derived[] = [];
    for (let b = 0; b * 20 < events.length; b++) {
      const batchEvents = events.slice(b * 20, b * 20 + 20);
      const sentAt = batchEvents.at(-1)!.at;
      const message: TrackMessage = {
        batch: { sessionId, batchId: `${sessionId}_${b}`, sentAt, viewport: { width, height: 800 }, ...(b === 0 ? { device: { fingerprint, signals: { cores: 4, screen: `${width}x800` } } } : {}), events: batchEvents },
        receivedAt: sentAt + 150,
        viewer: { ip: `198.51.100.${visitorIndex % 250}`, countryCode: country, city: null, userAgent: 'Mozilla/5.0 (seed:traffic)' },
        userId,
      };
      const timed = timedEvents(message);
      const after: SessionState = applyBatch(state, message, 'neonkeys.local')!;
      const tally = trafficTally(state, after, timed, lastProduct, message.batch.batchId);
      const shard = (s + b) % trafficShards;
      for (const { hour, ...counts } of tally.hours) {
        add(hourScope(hour, shard), counts);
        add(dayTrafficScope(hour.slice(0, 10), shard), counts);
      }
      const visitor = userId ?? fingerprint;
      for (const p of tally.products) {
        const key = `${p.day}#${shard % productDayShards}#${p.productId}`;
        const sum = productDays.get(key) ?? { day: p.day, shard: shard % productDayShards, productId: p.productId, views: 0, viewSeconds: 0, timedViews: 0, uniqueViewers: 0 };
        sum.views += p.views;
        sum.viewSeconds += p.viewSeconds;
        sum.timedViews += p.timedViews;
        const mark = `${p.day}#${p.productId}#${visitor}`;
        if (p.views > 0 && !marks.has(mark)) {
          marks.add(mark);
          sum.uniqueViewers += 1;
        }
        productDays.set(key, sum);
      }
      const started = tally.hours.find((h) => h.sessionsStarted > 0);
      if (started) {
        for (const period of [countryHour(started.hour), countryDay(started.hour.slice(0, 10))]) perCountry.set(`${period}|${country}`, (perCountry.get(`${period}|${country}`) ?? 0) + 1);
      }
      for (const hour of tally.activeHours) {
        if (userId && Date.parse(`${hour.slice(0, 10)}T00:00:00Z`) >= now - (trafficRetentionDays.memberDays - 1) * dayMs) sketch(`members#day#${hour.slice(0, 10)}`, userId);
        if (Date.parse(`${hour}:00:00Z`) < now - (trafficRetentionDays.sketches - 1) * dayMs) continue;
        sketch(`users#${hour}`, visitor);
        sketch(`sessions#${hour}`, sessionId);
        if (userId) sketch(`members#${hour}`, userId);
      }
      if (tally.newlyLinkedUser) tallies.set(tally.newlyLinkedUser, (tallies.get(tally.newlyLinkedUser) ?? 0) + 1);
      if (tally.recentView && tally.recentView.at > now - trafficRetentionDays.recent * dayMs) {
        const when = new Date(tally.recentView.at).toISOString();
        items.push({ entity: 'recentActivity', item: { day: when.slice(0, 10), activityKey: `${when}#${tally.recentView.key}`, kind: 'viewed', at: when, productId: tally.recentView.productId, countryCode: country, sessionId, expiresAt: Math.floor(tally.recentView.at / 1000) + trafficRetentionDays.recent * 86_400 } });
      }
      for (const e of timed) {
        const { type, at: _at, path: p, serverAt, index, ...data } = e;
        items.push({ entity: 'trackEvent', item: { sessionId, eventKey: `${new Date(serverAt).toISOString()}#${message.batch.batchId}#${String(index).padStart(2, '0')}`, type, at: new Date(serverAt).toISOString(), path: p, data, expiresAt: Math.floor(message.receivedAt / 1000) + 90 * 86_400 } });
      }
      stored = toItem(after, message, stored as never, 400);
      state = after;
      lastProduct = tally.lastProduct;
    }
    items.push({ entity: 'visitorSession', item: { ...stored!, ...(lastProduct ? { lastProduct } : {}) } });
    yield items;
  }
  const expires = (days: number) => Math.floor(now / 1000) + days * 86_400;
  const tail: Derived[] = [];
  for (const [scope, counts] of counters) tail.push({ entity: 'trafficCounter', item: { scope, ...counts, expiresAt: expires(scope.startsWith('hour#') ? trafficRetentionDays.hours : trafficRetentionDays.days) } });
  for (const p of productDays.values()) tail.push({ entity: 'productDayCounter', item: { ...p, expiresAt: expires(trafficRetentionDays.productDays) } });
  for (const mark of marks) {
    const [day, productId, visitor] = mark.split('#') as [string, string, string];
    if (Date.parse(`${day}T00:00:00Z`) >= now - trafficRetentionDays.marks * dayMs) tail.push({ entity: 'viewerMark', item: { day, productId, visitor, expiresAt: expires(trafficRetentionDays.marks) } });
  }
  for (const [scope, registers] of sketches) tail.push({ entity: 'visitorSketch', item: { scope, registers, expiresAt: expires(scope.startsWith('members#day#') ? trafficRetentionDays.memberDays : trafficRetentionDays.sketches) } });
  for (const [key, sessions] of perCountry) {
    const [period, countryCode] = key.split('|') as [string, string];
    // Hours the table's TTL would have removed already are not written.
    if (period.startsWith('hour#') && Date.parse(`${period.slice(5)}:00:00Z`) < now - trafficRetentionDays.hours * dayMs) continue;
    tail.push({ entity: 'countryTraffic', item: { period, countryCode, sessions, expiresAt: expires(period.startsWith('hour#') ? trafficRetentionDays.hours : trafficRetentionDays.days) } });
  }
  for (const [userId, sessions] of tallies) tail.push({ entity: 'userSessionTally', item: { userId, sessions, lastSessionAt: new Date(now).toISOString() } });
  yield tail;
}
