import { allTimeScope, dayScope, scopeShards } from '../lib/data/entities/sales-counter';
import type { Deps } from '../lib/deps';

export interface SalesFigures {
  orders: number;
  units: number;
  revenueCents: number;
  refunds: number;
  refundedCents: number;
}

/** A day's (or all time's) sales, added up over the counter's shards: one BatchGet, never a count of orders. */
export async function salesFigures(deps: Pick<Deps, 'store'>, scope: { day: Date } | 'all'): Promise<SalesFigures> {
  const name = scope === 'all' ? allTimeScope : dayScope(scope.day);
  const found = await deps.store.entities.salesCounter.get(scopeShards(name).map((s) => ({ scope: s }))).go({ consistent: true });
  const sum = (pick: (i: (typeof found.data)[number]) => number | undefined) => found.data.reduce((n, i) => n + (pick(i) ?? 0), 0);
  return { orders: sum((i) => i.orders), units: sum((i) => i.units), revenueCents: sum((i) => i.revenueCents), refunds: sum((i) => i.refunds), refundedCents: sum((i) => i.refundedCents) };
}
