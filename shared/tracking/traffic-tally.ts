import type { SessionState, TimedEvent } from './apply-batch';

/** A product page the session is on, so the view time of its `page_leave` is the product's (the event names only a path). */
export interface ProductOnPath {
  path: string;
  productId: string;
}

/** What one hour of a batch adds to the hour's counters. */
export interface HourTally {
  /** `2026-11-24T20`, UTC. */
  hour: string;
  events: number;
  pageViews: number;
  productViews: number;
  sessionsStarted: number;
  /** The growth of the sessions' length, so the average session length is seconds over sessions started. */
  sessionSeconds: number;
}

/** What one batch adds to one product's day. */
export interface ProductDayTally {
  day: string;
  productId: string;
  views: number;
  /** Seconds on the product's page, from the `page_leave` of a page where the product was viewed. */
  viewSeconds: number;
  timedViews: number;
}

/** Everything the aggregator moves for one applied batch (shared/tracking/apply-batch.ts gives before and after). */
export interface TrafficTally {
  hours: HourTally[];
  products: ProductDayTally[];
  /** The newest product view of the batch, for the dashboard's Recent Activity (one per batch keeps that partition cool). */
  recentView: { productId: string; at: number; key: string } | null;
  /** Hours in which the visitor and the session must be counted active (their first event there, as far as the session knows). */
  activeHours: string[];
  /** A user who now owns this session for the first time: their session count goes up once. */
  newlyLinkedUser: string | null;
  lastProduct: ProductOnPath | null;
}

export const hourOf = (at: number) => new Date(at).toISOString().slice(0, 13);
export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The counters one batch moves, from the session before and after it and the batch's events on the server's clock. Pure,
 * so the traffic generator and the consumer count alike. A session is counted active in an hour on its first event there
 * (or when its visitor changes on sign-in); a redelivered batch never reaches here (applyBatch returns null for it).
 */
export function trafficTally(before: SessionState | null, after: SessionState, events: readonly TimedEvent[], lastProduct: ProductOnPath | null, batchId: string): TrafficTally {
  const hours = new Map<string, HourTally>();
  const hourTally = (at: number) => {
    const hour = hourOf(at);
    let tally = hours.get(hour);
    if (!tally) hours.set(hour, (tally = { hour, events: 0, pageViews: 0, productViews: 0, sessionsStarted: 0, sessionSeconds: 0 }));
    return tally;
  };
  const products = new Map<string, ProductDayTally>();
  const productTally = (productId: string, at: number) => {
    const day = dayOf(at);
    const key = `${day}#${productId}`;
    let tally = products.get(key);
    if (!tally) products.set(key, (tally = { day, productId, views: 0, viewSeconds: 0, timedViews: 0 }));
    return tally;
  };
  let onPath = lastProduct;
  let recentView: TrafficTally['recentView'] = null;
  for (const e of events) {
    const hour = hourTally(e.serverAt);
    hour.events++;
    if (e.type === 'page_view') hour.pageViews++;
    if (e.type === 'product_view') {
      hour.productViews++;
      productTally(e.productId, e.serverAt).views++;
      onPath = { path: e.path, productId: e.productId };
      recentView = { productId: e.productId, at: e.serverAt, key: `${batchId}#${e.index}` };
    }
    if (e.type === 'page_leave' && onPath?.path === e.path) {
      const product = productTally(onPath.productId, e.serverAt);
      product.viewSeconds += Math.round(e.durationSeconds);
      product.timedViews++;
      onPath = null;
    }
  }
  const newest = events.at(-1)!.serverAt;
  if (!before) hourTally(after.startedAt).sessionsStarted++;
  const grown = Math.round((after.lastActivityAt - after.startedAt) / 1000) - (before ? Math.round((before.lastActivityAt - before.startedAt) / 1000) : 0);
  if (grown > 0) hourTally(newest).sessionSeconds += grown;
  const visitorChanged = before !== null && before.userId !== after.userId;
  const knownHour = before && !visitorChanged ? hourOf(before.lastActivityAt) : null;
  return {
    hours: [...hours.values()].filter((h) => h.events > 0 || h.sessionsStarted > 0 || h.sessionSeconds > 0),
    products: [...products.values()],
    recentView,
    activeHours: [...new Set(events.map((e) => hourOf(e.serverAt)))].filter((h) => h !== knownHour),
    newlyLinkedUser: after.userId && !before?.userId ? after.userId : null,
    lastProduct: onPath,
  };
}
