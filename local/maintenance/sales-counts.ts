import { allTimeScope, dayScope } from '../../functions/lib/data/entities/sales-counter';

export interface SalesFigures {
  orders: number;
  units: number;
  revenueCents: number;
  refunds: number;
  refundedCents: number;
}

/** A sale (settlement) or a refund as the transactions count it: the time it happened and what it adds. */
export type SalesEvent = { at: string } & Partial<SalesFigures>;

const zero = (): SalesFigures => ({ orders: 0, units: 0, revenueCents: 0, refunds: 0, refundedCents: 0 });

/**
 * The sales counters as the sale and refund transactions keep them: per UTC day of the event and for all time. Each
 * scope's figures go to one item (`{scope}#0`); a reader adds up the shards, so where they lie does not change a total.
 */
export function salesCounts(events: Iterable<SalesEvent>): Map<string, SalesFigures> {
  const counts = new Map<string, SalesFigures>();
  const add = (scope: string, event: SalesEvent) => {
    const figures = counts.get(scope) ?? zero();
    figures.orders += event.orders ?? 0;
    figures.units += event.units ?? 0;
    figures.revenueCents += event.revenueCents ?? 0;
    figures.refunds += event.refunds ?? 0;
    figures.refundedCents += event.refundedCents ?? 0;
    counts.set(scope, figures);
  };
  for (const event of events) {
    add(dayScope(new Date(event.at)), event);
    add(allTimeScope, event);
  }
  return counts;
}

/** The counts as salesCounter items, each scope's figures on shard 0. */
export const salesCounterItems = (counts: Map<string, SalesFigures>) => [...counts].map(([scope, figures]) => ({ scope: `${scope}#0`, ...figures }));
