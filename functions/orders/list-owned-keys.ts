import { routes } from '../../shared/routes/route-table';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ownedKeyView } from './order-view';

/**
 * Every key the caller owns, newest first: one Query on their partition of the owned-key index. `q` narrows the
 * page by product, platform, region, face value or order number (a filter on that one partition, never a scan).
 */
export const handler = apiHandler(
  routes.listOwnedKeys,
  async ({ query, caller, deps }) => {
    const ownerKey = caller.userId!;
    const q = query.q?.toLowerCase();
    const page = await deps.cursors.page(query.cursor, { listing: 'owned-keys', filters: { ownerKey, q: q ?? null } }, async (cursor) => {
      const found = await deps.store.entities.orderKey.query.byOwner({ ownerKey }).go({ cursor, limit: query.limit, order: 'desc' });
      return q ? { ...found, data: found.data.filter((k) => [k.productName, k.platformName, k.regionName, k.faceValue ?? '', k.orderNumber].some((v) => v.toLowerCase().includes(q))) } : found;
    });
    const now = deps.now();
    return { items: page.data.map((k) => ownedKeyView(k, deps.config.REFUND_WINDOW_DAYS, now)), nextCursor: page.nextCursor };
  },
  { uses: [cursorsProvider] },
);
