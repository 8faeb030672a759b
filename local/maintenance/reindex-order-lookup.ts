import { lookupItems } from '../../functions/lib/lookup/lookup-index';
import { orderLookupRecord } from '../../functions/orders/order-lookup';
import type { Derived } from '../seed/scale/derived-items';
import type { RawItem, Recounter } from './recounter';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The back-office search terms of every order (number, delivery e-mail, the buyer's current full name and username):
 * for orders placed before checkout wrote them, and to add a buyer's new name after a profile change (the old name's
 * terms stay, so the old name still finds the order). A put of a term that exists only refreshes it. It writes about
 * a dozen items an order, so it is not in the default set: `npm run recount -- --with order-lookup`.
 */
export function orderLookupRecounter(): Recounter {
  const orders: RawItem[] = [];
  const names = new Map<string, { fullName?: string | undefined; username?: string | undefined }>();
  return {
    name: 'order search terms',
    reads: ['order', 'user'],
    attributes: ['orderId', 'orderNumber', 'deliveryEmail', 'createdAt', 'userId', 'fullName', 'username'],
    add(item) {
      if (item.__edb_e__ === 'user') names.set(String(item.userId), { fullName: text(item.fullName), username: text(item.username) });
      else orders.push(item);
    },
    finish() {
      const puts: Derived[] = orders.flatMap((o) => {
        const record = orderLookupRecord(
          { orderId: String(o.orderId), orderNumber: String(o.orderNumber), deliveryEmail: String(o.deliveryEmail), createdAt: String(o.createdAt) },
          (typeof o.userId === 'string' && names.get(o.userId)) || {},
        );
        return lookupItems(record).map((item) => ({ entity: 'lookupTerm' as const, item }));
      });
      return { puts, deletes: [], summary: `${orders.length} orders, ${puts.length} terms` };
    },
  };
}
