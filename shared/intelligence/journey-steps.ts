import type { JourneyStepView } from './console-views';
import type { StoredTrackEvent } from './session-input';

/** intelligence §9: a journey shows 10 steps. */
export const journeyStepLimit = 10;

/**
 * A session's journey (§3) from its events in time order: one step per page view, its time on the page from the
 * page's leave event (else until the next page view), and the product the page showed from its product view.
 */
export function journeySteps(events: readonly StoredTrackEvent[], productName: (productId: string) => string | null): JourneyStepView[] {
  const steps: JourneyStepView[] = [];
  let open: JourneyStepView | null = null;
  let openedAt = 0;
  for (const e of events) {
    const at = Date.parse(e.at);
    if (e.type === 'page_view') {
      if (open && open.durationSeconds === null) open.durationSeconds = Math.max(0, Math.round((at - openedAt) / 1000));
      if (steps.length === journeyStepLimit) break;
      open = { eventType: 'page_view', pagePath: e.path, pageTitle: typeof e.data?.title === 'string' ? e.data.title : null, productName: null, timestamp: e.at, durationSeconds: null };
      openedAt = at;
      steps.push(open);
    } else if (open && e.path === open.pagePath) {
      if (e.type === 'product_view' && typeof e.data?.productId === 'string') open.productName = productName(e.data.productId);
      if (e.type === 'page_leave' && typeof e.data?.durationSeconds === 'number') open.durationSeconds = Math.round(e.data.durationSeconds);
    }
  }
  return steps;
}

/** The product ids the events name, to look up their names in one read. */
export const viewedProducts = (events: readonly StoredTrackEvent[]): string[] =>
  [...new Set(events.filter((e) => e.type === 'product_view' && typeof e.data?.productId === 'string').map((e) => e.data!.productId as string))];
