import { salesCounterItems, salesCounts, type SalesEvent } from './sales-counts';
import { staleKeys, type RawItem, type Recounter } from './recounter';

interface Line {
  itemId: string;
  quantity: number;
  unitCents: number;
}

/**
 * salesCounter, day and all time, from what the sale and refund transactions leave behind: a settled order has
 * `paidAt` (a held one, `processing` with `heldReason`, was not counted yet); a refund transaction stamps every unit
 * it refunds (owned keys and queue entries) with the same `refundedAt`, so one refund is one (order, refundedAt) pair.
 */
export function salesRecounter(): Recounter {
  const events: SalesEvent[] = [];
  const unitCents = new Map<string, number>();
  const refunds = new Map<string, { at: string; cents: number }>();
  const entries: RawItem[] = [];
  const existing: RawItem[] = [];
  const refund = (orderId: string, at: string, cents: number) => {
    const key = `${orderId}|${at}`;
    refunds.set(key, { at, cents: (refunds.get(key)?.cents ?? 0) + cents });
  };
  return {
    name: 'sales counters',
    reads: ['order', 'orderKey', 'preorderEntry', 'salesCounter'],
    attributes: ['orderId', 'items', 'status', 'heldReason', 'paidAt', 'totalCents', 'refundedAt', 'itemId', 'unitCents', 'scope'],
    add(item) {
      const entity = item.__edb_e__;
      if (entity === 'order') {
        const lines = (item.items ?? []) as Line[];
        for (const line of lines) unitCents.set(`${String(item.orderId)}|${line.itemId}`, line.unitCents);
        const held = item.status === 'processing' && typeof item.heldReason === 'string';
        if (typeof item.paidAt === 'string' && !held) {
          events.push({ at: item.paidAt, orders: 1, units: lines.reduce((n, l) => n + l.quantity, 0), revenueCents: Number(item.totalCents) });
        }
      } else if (entity === 'orderKey') {
        if (typeof item.refundedAt === 'string') refund(String(item.orderId), item.refundedAt, Number(item.unitCents));
      } else if (entity === 'preorderEntry') {
        if (item.status === 'refunded' && typeof item.refundedAt === 'string') entries.push(item);
      } else existing.push(item);
    },
    finish() {
      for (const entry of entries) refund(String(entry.orderId), String(entry.refundedAt), unitCents.get(`${String(entry.orderId)}|${String(entry.itemId)}`) ?? 0);
      for (const { at, cents } of refunds.values()) events.push({ at, refunds: 1, refundedCents: cents });
      const items = salesCounterItems(salesCounts(events));
      return {
        puts: items.map((item) => ({ entity: 'salesCounter', item })),
        deletes: staleKeys(existing, new Set(items.map((i) => i.scope)), (i) => String(i.scope)),
        summary: `${events.length - refunds.size} sales, ${refunds.size} refunds, ${items.length} counter items`,
      };
    },
  };
}
