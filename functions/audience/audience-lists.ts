import type { NotifyRequestPage, NotifyRequestRow, SubscriberPage, SubscriberRow } from '../../shared/audience/audience-views';
import type { NewsletterSubscriptionItem } from '../lib/data/entities/newsletter-subscription';
import type { StockNotificationItem } from '../lib/data/entities/stock-notification';
import type { Deps } from '../lib/deps';
import { describeVariants, newsletterStandings } from './variant-descriptions';

type Page = { cursor?: string | undefined; limit: number };

/** The subscribed partition only: an unsubscribed person, or one whose consent was never recorded, is in no page. */
export function subscribersQuery(deps: Pick<Deps, 'store'>) {
  return (cursor: string | null, limit: number) =>
    deps.store.entities.newsletterSubscription.query.byStatus({ status: 'subscribed' }).go({ cursor, limit, order: 'desc', attributes: ['email', 'consentedAt', 'source'] });
}

/** "Notify me" requests, store-wide newest first, or one variant's by e-mail. */
export function notifyRequestsQuery(deps: Pick<Deps, 'store'>, variantId: string | undefined) {
  const { stockNotification } = deps.store.entities;
  return (cursor: string | null, limit: number) =>
    variantId ? stockNotification.query.byVariant({ variantId }).go({ cursor, limit }) : stockNotification.query.newest({}).go({ cursor, limit, order: 'desc' });
}

export const subscriberRow = (s: Pick<NewsletterSubscriptionItem, 'email' | 'consentedAt' | 'source'>): SubscriberRow => ({ email: s.email, consentedAt: s.consentedAt, source: s.source });

/** One page of consenting subscribers, newest consent first: one Query of the status index. */
export async function subscriberPage(deps: Deps, page: Page): Promise<SubscriberPage> {
  const read = subscribersQuery(deps);
  const result = await deps.cursors.page(page.cursor, { listing: 'newsletter-subscribers' }, (cursor) => read(cursor, page.limit));
  return { items: result.data.map(subscriberRow), nextCursor: result.nextCursor };
}

/** One page of "notify me" requests: one Query, then BatchGets of their variants and of the people's subscriptions. */
export async function notifyRequestPage(deps: Deps, query: Page & { variantId?: string | undefined }): Promise<NotifyRequestPage> {
  const read = notifyRequestsQuery(deps, query.variantId);
  const scope = { listing: 'notify-requests', filters: { variantId: query.variantId ?? null } };
  const result = await deps.cursors.page(query.cursor, scope, (cursor) => read(cursor, query.limit));
  return { items: await notifyRows(deps, result.data), nextCursor: result.nextCursor };
}

/** Requests with their variant's description and the person's newsletter standing. */
export async function notifyRows(deps: Deps, requests: readonly StockNotificationItem[]): Promise<NotifyRequestRow[]> {
  const [described, standings] = await Promise.all([describeVariants(deps, requests), newsletterStandings(deps, requests.map((r) => r.email))]);
  return requests.map((r) => ({
    email: r.email,
    requestedAt: r.createdAt,
    productId: r.productId,
    variantId: r.variantId,
    ...described.get(r.variantId)!,
    newsletter: standings.get(r.email) ?? 'none',
  }));
}
