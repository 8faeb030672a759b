import { orderStatuses } from '../../shared/orders/order-status';
import type { Deps } from '../../functions/lib/deps';
import { lookupItems } from '../../functions/lib/lookup/lookup-index';
import { customerNames, orderLookupRecord } from '../../functions/orders/order-lookup';

/**
 * Writes the back-office search terms of every order (number, delivery e-mail, the buyer's current full name and
 * username): for orders placed before checkout wrote them, and to add a buyer's new name after a profile change (the
 * old name's terms stay, so the old name still finds the order). Reads the orders one status partition at a time; a put
 * of a term that exists only refreshes it. Returns the number of orders indexed.
 */
export async function reindexOrderLookup(deps: Pick<Deps, 'store'>): Promise<number> {
  let indexed = 0;
  for (const status of orderStatuses) {
    let cursor: string | null = null;
    do {
      const page: { data: { orderId: string; orderNumber: string; deliveryEmail: string; createdAt: string; userId?: string | undefined }[]; cursor: string | null } =
        await deps.store.entities.order.query.byStatus({ status }).go({ cursor, limit: 100, attributes: ['orderId', 'orderNumber', 'deliveryEmail', 'createdAt', 'userId'] });
      for (const order of page.data) {
        const items = lookupItems(orderLookupRecord(order, await customerNames(deps, order.userId)));
        if (items.length) await deps.store.entities.lookupTerm.put(items).go();
        indexed++;
      }
      cursor = page.cursor;
    } while (cursor);
  }
  return indexed;
}
