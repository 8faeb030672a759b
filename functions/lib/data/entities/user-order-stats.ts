import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A signed-in buyer's order figures (back office: Orders and Last Activity columns, the user detail's cards), moved with
 * `ADD` in the settling transaction. A separate item beside the profile, not attributes on it: an `ADD` on a user who
 * has no profile yet (a Google sign-in that never read it) would create a profile item without its required fields.
 */
export const userOrderStatsEntity = new Entity({
  model: { entity: 'userOrderStats', version: '1', service },
  attributes: {
    userId: { type: 'string', required: true },
    orders: { type: 'number', required: true, default: 0 },
    /** What the buyer paid, in USD cents, before refunds (refunds are on each order). */
    spentCents: { type: 'number', required: true, default: 0 },
    lastOrderAt: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type UserOrderStatsItem = EntityItem<typeof userOrderStatsEntity>;
