import type { AdminOrderList, AdminOrderRow, AdminOrderSummary } from '../../shared/orders/admin-order-views';
import { inOrderDateRange, type OrderDateRange } from '../../shared/orders/order-date-range';
import type { FulfilmentStatus, OrderStatus } from '../../shared/orders/order-status';
import type { OrderItem } from '../lib/data/entities/order';
import type { UserItem } from '../lib/data/entities/user';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { findByLookup } from '../lib/lookup/lookup-index';
import { orderStatusCounts } from '../orders/order-status-counts';
import { salesFigures } from '../orders/sales-figures';

export interface OrderListQuery extends OrderDateRange {
  cursor?: string | undefined;
  limit: number;
  status: 'all' | OrderStatus;
  fulfilment: 'all' | FulfilmentStatus;
  q?: string | undefined;
}

type ListDeps = Pick<Deps, 'store' | 'cursors'>;

/**
 * The back office's orders, newest first, one Query per page: by status on gsi3 read descending, else the store's
 * latest on gsi2; a fulfilment filter is a FilterExpression on that Query (ElectroDB keeps reading until the page is
 * full), because fulfilment has no index of its own and every order sits in few fulfilment states. A date range is a
 * key condition on the same Query: both indexes sort by creation time. Typed text goes to the lookup index instead (a
 * Query on the word's partition), and its matches are narrowed by the filters once read.
 */
export async function listAdminOrders(deps: ListDeps, caller: Pick<Caller, 'role'>, query: OrderListQuery): Promise<AdminOrderList> {
  const [page, summary] = await Promise.all([adminOrderPage(deps, query), orderSummary(deps, caller)]);
  return { items: await rows(deps, page.orders), nextCursor: page.nextCursor, summary };
}

/** One page of the filtered orders, newest first, and the sealed cursor of the next: the table's and the CSV's read. */
export function adminOrderPage(deps: ListDeps, query: OrderListQuery): Promise<{ orders: OrderItem[]; nextCursor: string | null }> {
  return query.q ? searchPage(deps, query) : filteredPage(deps, query);
}

async function filteredPage(deps: ListDeps, query: OrderListQuery) {
  const scope = { listing: 'admin-orders', filters: { status: query.status, fulfilment: query.fulfilment, from: query.from, to: query.to } };
  const wanted = query.fulfilment === 'all' ? null : query.fulfilment;
  const result = await deps.cursors.page(query.cursor, scope, (cursor) => {
    const index = query.status === 'all' ? deps.store.entities.order.query.recent({}) : deps.store.entities.order.query.byStatus({ status: query.status });
    // An order's key goes on past its time with its id, so the bare time a millisecond after `to` sorts after every
    // order created up to `to` and before any created later: `between` then includes both ends of the range.
    const base = query.from && query.to ? index.between({ createdAt: query.from }, { createdAt: afterMs(query.to) }) : index;
    const filtered = wanted ? base.where(({ fulfilmentStatus }, { eq }) => eq(fulfilmentStatus, wanted)) : base;
    return filtered.go({ cursor, order: 'desc', count: query.limit, limit: query.limit });
  });
  return { orders: result.data, nextCursor: result.nextCursor };
}

const afterMs = (iso: string) => new Date(Date.parse(iso) + 1).toISOString();

async function searchPage(deps: ListDeps, query: OrderListQuery) {
  const found = await findByLookup(deps, 'order', query.q!, { cursor: query.cursor, limit: query.limit });
  const orders = found.refIds.length ? (await deps.store.entities.order.get(found.refIds.map((orderId) => ({ orderId }))).go()).data : [];
  const byId = new Map(orders.map((o) => [o.orderId, o]));
  const matching = found.refIds
    .map((id) => byId.get(id))
    .filter(
      (o): o is OrderItem =>
        Boolean(o) && (query.status === 'all' || o!.status === query.status) && (query.fulfilment === 'all' || o!.fulfilmentStatus === query.fulfilment) && inOrderDateRange(o!.createdAt, query),
    );
  return { orders: matching, nextCursor: found.nextCursor };
}

/** The cards, from counters kept on write; revenue stays on the server for employees (§6: total revenue is admin only). */
export async function orderSummary(deps: Pick<Deps, 'store'>, caller: Pick<Caller, 'role'>): Promise<AdminOrderSummary> {
  const [byStatus, sales] = await Promise.all([orderStatusCounts(deps), caller.role === 'admin' ? salesFigures(deps, 'all') : null]);
  return {
    totalOrders: Object.values(byStatus).reduce((n, c) => n + c, 0),
    pendingOrders: byStatus.pending,
    completedOrders: byStatus.completed,
    revenueCents: sales ? sales.revenueCents - sales.refundedCents : null,
    byStatus,
  };
}

/** Table rows, with the buyers' current names from their profiles (one BatchGet for the page). */
async function rows(deps: Pick<Deps, 'store'>, orders: readonly OrderItem[]): Promise<AdminOrderRow[]> {
  const userIds = [...new Set(orders.flatMap((o) => (o.userId ? [o.userId] : [])))];
  const users = userIds.length ? (await deps.store.entities.user.get(userIds.map((userId) => ({ userId }))).go()).data : [];
  const byId = new Map<string, UserItem>(users.map((u) => [u.userId, u]));
  return orders.map((o) => {
    const user = o.userId ? byId.get(o.userId) : undefined;
    return {
      orderId: o.orderId,
      orderNumber: o.orderNumber,
      customerName: user?.fullName ?? null,
      username: user?.username ?? null,
      deliveryEmail: o.deliveryEmail,
      guest: !o.userId,
      units: o.items.reduce((n, i) => n + i.quantity, 0),
      products: new Set(o.items.map((i) => i.productId)).size,
      totalCents: o.totalCents,
      currency: 'USD',
      status: o.status,
      fulfilmentStatus: o.fulfilmentStatus,
      createdAt: o.createdAt,
    };
  });
}
