import { routes } from '../../shared/routes/route-table';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { apiHandler } from '../lib/http/api-handler';
import { orderSummary } from './order-view';

/** The caller's own orders, newest first: one Query on their partition of the owner index. */
export const handler = apiHandler(
  routes.listOrders,
  async ({ query, caller, deps }) => {
    const ownerKey = caller.userId!;
    const page = await deps.cursors.page(query.cursor, { listing: 'own-orders', filters: { ownerKey } }, (cursor) =>
      deps.store.entities.order.query.byOwner({ ownerKey }).go({ cursor, limit: query.limit, order: 'desc' }),
    );
    return { items: page.data.map(orderSummary), nextCursor: page.nextCursor };
  },
  { uses: [cursorsProvider] },
);
