import type { JourneyStepView } from '../../../shared/intelligence/console-views';
import { journeySteps, viewedProducts } from '../../../shared/intelligence/journey-steps';
import type { StoredTrackEvent } from '../../../shared/intelligence/session-input';
import { TtlCache } from '../../lib/cache/ttl-cache';
import type { Deps } from '../../lib/deps';

/** A session's events beyond this are not read: behaviour is measured on its first 1,500, plenty for every feature. */
export const eventReadLimit = 1_500;
/** The first events hold the first ten page views of any visit that pages at all. */
const journeyEvents = 120;

/** A session's events in time order, up to `limit`: Queries on its partition. */
export async function sessionEvents(deps: Pick<Deps, 'store'>, sessionId: string, limit = eventReadLimit): Promise<StoredTrackEvent[]> {
  const page = await deps.store.entities.trackEvent.query.bySession({ sessionId }).go({ count: limit, pages: 'all', attributes: ['type', 'at', 'path', 'data'] });
  return page.data.map((e) => ({ type: e.type, at: e.at, path: e.path, ...(e.data ? { data: e.data as Record<string, unknown> } : {}) }));
}

/** §9: a journey is kept 3 minutes. */
const journeys = new TtlCache<JourneyStepView[]>(180_000, 2_000);

/** The session's first 10 steps with the names of the products they showed. */
export function sessionJourney(deps: Pick<Deps, 'store'>, sessionId: string): Promise<JourneyStepView[]> {
  return journeys.get(sessionId, async () => {
    const events = await sessionEvents(deps, sessionId, journeyEvents);
    const ids = viewedProducts(events);
    const products = ids.length ? await deps.store.entities.product.get(ids.map((productId) => ({ productId }))).go({ attributes: ['productId', 'name'] }) : { data: [] };
    const names = new Map(products.data.map((p) => [p.productId, p.name]));
    return journeySteps(events, (id) => names.get(id) ?? null);
  });
}
