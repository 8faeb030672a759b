import { orderStatuses, type OrderStatus } from '../../shared/orders/order-status';
import { orderStatusShards } from '../lib/data/entities/order-status-counter';
import type { Deps } from '../lib/deps';
import type { TxEntities, TxWrite } from './transaction-types';

export type OrderStatusCounts = Record<OrderStatus, number>;

const randomShard = () => Math.floor(Math.random() * orderStatusShards);

/**
 * The counter write that follows an order from `from` (null: the order is new) to `to`, for the transaction that moves
 * it; none when the status stays. Every writer of an order's status must add it, or the cards drift.
 */
export function statusCountWrites(tx: TxEntities, from: OrderStatus | null, to: OrderStatus): TxWrite[] {
  if (from === to) return [];
  const delta: Partial<Record<OrderStatus, number>> = { [to]: 1 };
  if (from) delta[from] = -1;
  return [tx.orderStatusCounter.update({ shard: randomShard() }).add(delta).commit() as TxWrite];
}

/** The number of orders in each status, added up over the shards: one BatchGet, never a count of orders. */
export async function orderStatusCounts(deps: Pick<Deps, 'store'>): Promise<OrderStatusCounts> {
  const shards = Array.from({ length: orderStatusShards }, (_, shard) => ({ shard }));
  const found = await deps.store.entities.orderStatusCounter.get(shards).go({ consistent: true });
  const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as OrderStatusCounts;
  for (const item of found.data) for (const s of orderStatuses) counts[s] += item[s] ?? 0;
  return counts;
}
