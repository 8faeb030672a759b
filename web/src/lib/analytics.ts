/** The storefront's analytics events (spec §7). */
export type AnalyticsEvent = 'product_view' | 'preorder_click' | 'buy_now' | 'add_to_cart' | 'platform_select' | 'region_select' | 'face_value_select';

export interface TrackedEvent {
  event: AnalyticsEvent;
  data: Record<string, string | number | boolean | null>;
  at: string;
  /** The page it happened on: the tracking module may record it pages later. */
  path: string;
}

type Sink = (event: TrackedEvent) => void;

const buffer: TrackedEvent[] = [];
let sink: Sink | null = null;
/** The events of a shopper on the way to paying, who may leave for the payment page before the browser is idle. */
const buying = new Set<AnalyticsEvent>(['add_to_cart', 'buy_now', 'preorder_click']);
let onBuying: (() => void) | null = null;

/**
 * The one client module every analytics call goes through. Events are kept in a bounded buffer until the tracking
 * module (features/tracking, loaded after the page is interactive) attaches its sink and sends them on.
 */
export function track(event: AnalyticsEvent, data: TrackedEvent['data'] = {}): void {
  const entry: TrackedEvent = { event, data, at: new Date().toISOString(), path: globalThis.location?.pathname ?? '/' };
  buffer.push(entry);
  if (buffer.length > 100) buffer.shift();
  if (sink) sink(entry);
  else if (buying.has(event)) onBuying?.();
}

/**
 * Runs `start` when a shopper adds to the cart, buys or pre-orders before any sink is attached: the tracking module
 * loads when the page is idle, and a fast buyer can be on the payment page by then, taking the buffered product view
 * and buy events with them.
 */
export function whenBuyingBeforeSink(start: () => void): void {
  onBuying = start;
}

/** Events recorded so far in this page view, oldest first. */
export function trackedEvents(): readonly TrackedEvent[] {
  return buffer;
}

/** Routes every future event to `next` (the tracking issue's sender); returns a function that detaches it. */
export function setAnalyticsSink(next: Sink | null): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = null;
  };
}
