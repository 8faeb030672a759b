import { userLookupRecord } from '../../functions/identity/user-lookup';
import { userEntity } from '../../functions/lib/data/entities/user';
import { lookupItems } from '../../functions/lib/lookup/lookup-index';
import type { OrderStatus } from '../../shared/orders/order-status';
import type { Derived } from '../seed/scale/derived-items';
import type { RawItem, Recounter } from './recounter';
import { userOrderFigures, type FiguredOrder } from './user-order-figures';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * What the people back office keeps on write, rebuilt from the profiles and orders: each buyer's `userOrderStats`
 * (user-order-figures.ts; a stale one of a user with no settled order is deleted), and for a profile written before the
 * back office, which lacks the newest-users index keys, those keys (set in place, so `updatedAt`, its Last Activity,
 * stays) and its search words. A profile that has the keys was written by sign-up, which wrote its words with them.
 * The users count is the catalogue recounter's.
 */
export function userRecounter(): Recounter {
  const orders: FiguredOrder[] = [];
  const unindexed: RawItem[] = [];
  const existingStats: RawItem[] = [];
  let users = 0;
  return {
    name: 'user figures and index',
    reads: ['user', 'order', 'userOrderStats'],
    attributes: ['userId', 'createdAt', 'fullName', 'email', 'username', 'gsi2pk', 'status', 'paidAt', 'heldReason', 'totalCents', 'orders', 'spentCents', 'lastOrderAt'],
    add(item) {
      const entity = item.__edb_e__;
      if (entity === 'user') {
        users += 1;
        if (item.gsi2pk === undefined) unindexed.push(item);
      } else if (entity === 'order') {
        orders.push({ userId: text(item.userId), status: item.status as OrderStatus, paidAt: text(item.paidAt), heldReason: text(item.heldReason), totalCents: Number(item.totalCents) });
      } else existingStats.push(item);
    },
    finish() {
      const figures = userOrderFigures(orders);
      // Figures already right are not written again: on a disk-backed DynamoDB Local each write costs about 11 ms.
      const stored = new Map(existingStats.map((s) => [String(s.userId), `${String(s.orders)}|${String(s.spentCents)}|${String(s.lastOrderAt)}`]));
      const corrected = [...figures].filter(([userId, f]) => stored.get(userId) !== `${f.orders}|${f.spentCents}|${f.lastOrderAt}`)
      const puts: Derived[] = corrected.map(([userId, f]) => ({ entity: 'userOrderStats', item: { userId, ...f } }));
      const updates = unindexed.map((user) => {
        const userId = String(user.userId);
        // A profile written before `createdAt` was kept sorts as the oldest.
        const createdAt = text(user.createdAt) ?? new Date(0).toISOString();
        // Only the index keys are taken from the put's item; the table name it needs plays no part in them.
        const { Item } = userEntity.put({ userId, createdAt }).params<{ Item: Record<string, string> }>({ table: 'index-keys' });
        puts.push(...lookupItems(userLookupRecord({ userId, createdAt, fullName: text(user.fullName), email: text(user.email), username: text(user.username) })).map((item) => ({ entity: 'lookupTerm' as const, item })));
        return { key: { pk: user.pk, sk: user.sk }, set: { gsi2pk: Item.gsi2pk, gsi2sk: Item.gsi2sk } };
      });
      return {
        puts,
        updates,
        deletes: existingStats.filter((s) => !figures.has(String(s.userId))).map(({ pk, sk }) => ({ pk, sk })),
        summary: `${users} users (${unindexed.length} newly indexed), order figures of ${figures.size} buyers (${corrected.length} corrected)`,
      };
    },
  };
}
