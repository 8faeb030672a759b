import { newsletterSubscriptionEntity } from '../../functions/lib/data/entities/newsletter-subscription';
import { stockNotificationEntity } from '../../functions/lib/data/entities/stock-notification';
import type { Derived } from '../seed/scale/derived-items';
import { staleKeys, type RawItem, type Recounter } from './recounter';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
// An item from before `createdAt` was kept sorts as the oldest.
const epoch = new Date(0).toISOString();

/** Only the index keys are taken from a put's item; the table name it needs plays no part in them. */
function indexKeys(item: { params: (o: { table: string }) => { Item: Record<string, string> } }) {
  const { Item } = item.params({ table: 'index-keys' });
  return { gsi2pk: Item.gsi2pk!, gsi2sk: Item.gsi2sk! };
}

/**
 * The Audience screen's tallies and indexes, rebuilt from the subscriptions and "notify me" requests
 * (docs/back-office/audience.md): the newsletter's subscribed and unsubscribed counts, the requests per variant (a tally
 * of a variant with none left is deleted), and, for items written before the screen, their index keys. Such a
 * subscription was made in the footer form, so its consent is its creation: it gets status `subscribed`, `consentedAt`
 * from `createdAt` and source `footer` where it has none, set in place so `updatedAt` stays.
 */
export function audienceRecounter(): Recounter {
  let subscribed = 0;
  let unsubscribed = 0;
  const unindexedSubscriptions: RawItem[] = [];
  const unindexedRequests: RawItem[] = [];
  const waiting = new Map<string, { productId: string; variantId: string; waiting: number }>();
  const existingTallies: RawItem[] = [];
  let storedNewsletter: RawItem | undefined;
  return {
    name: 'audience tallies and indexes',
    reads: ['newsletterSubscription', 'newsletterTally', 'stockNotification', 'stockNotificationTally'],
    attributes: ['email', 'status', 'consentedAt', 'createdAt', 'source', 'variantId', 'productId', 'gsi2pk', 'subscribed', 'unsubscribed', 'waiting'],
    add(item) {
      const entity = item.__edb_e__;
      if (entity === 'newsletterSubscription') {
        if (item.status === 'unsubscribed') unsubscribed += 1;
        else subscribed += 1;
        if (item.gsi2pk === undefined) unindexedSubscriptions.push(item);
      } else if (entity === 'stockNotification') {
        const variantId = String(item.variantId);
        const seen = waiting.get(variantId) ?? { productId: String(item.productId), variantId, waiting: 0 };
        waiting.set(variantId, { ...seen, waiting: seen.waiting + 1 });
        if (item.gsi2pk === undefined) unindexedRequests.push(item);
      } else if (entity === 'newsletterTally') storedNewsletter = item;
      else existingTallies.push(item);
    },
    finish() {
      // Tallies already right are not written again, so a recount of a sound table changes nothing.
      const storedWaiting = new Map(existingTallies.map((t) => [String(t.variantId), Number(t.waiting)]));
      const newsletterRight = storedNewsletter ? Number(storedNewsletter.subscribed) === subscribed && Number(storedNewsletter.unsubscribed) === unsubscribed : subscribed + unsubscribed === 0;
      const puts: Derived[] = [
        ...(newsletterRight ? [] : [{ entity: 'newsletterTally' as const, item: { subscribed, unsubscribed } }]),
        ...[...waiting.values()].filter((w) => storedWaiting.get(w.variantId) !== w.waiting).map((item) => ({ entity: 'stockNotificationTally' as const, item })),
      ];
      const subscriptionUpdates = unindexedSubscriptions.map((s) => {
        const email = String(s.email);
        const status = s.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed';
        const consentedAt = text(s.consentedAt) ?? text(s.createdAt) ?? epoch;
        const source = text(s.source) ?? 'footer';
        const keys = indexKeys(newsletterSubscriptionEntity.put({ email, status, consentedAt, source }));
        return { key: { pk: s.pk, sk: s.sk }, set: { status, consentedAt, source, ...keys } };
      });
      const requestUpdates = unindexedRequests.map((r) => {
        const item = { variantId: String(r.variantId), email: String(r.email), productId: String(r.productId), createdAt: text(r.createdAt) ?? epoch };
        return { key: { pk: r.pk, sk: r.sk }, set: { createdAt: item.createdAt, ...indexKeys(stockNotificationEntity.put(item)) } };
      });
      return {
        puts,
        updates: [...subscriptionUpdates, ...requestUpdates],
        deletes: staleKeys(existingTallies, new Set(waiting.keys()), (t) => String(t.variantId)),
        summary: `${subscribed} subscribed, ${unsubscribed} unsubscribed (${subscriptionUpdates.length} newly indexed); ${[...waiting.values()].reduce((n, w) => n + w.waiting, 0)} "notify me" requests on ${waiting.size} variants (${requestUpdates.length} newly indexed)`,
      };
    },
  };
}
