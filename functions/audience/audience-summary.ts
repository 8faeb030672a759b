import { audienceExportLimit, type AudienceSummary, type NotifyVariantCount } from '../../shared/audience/audience-views';
import type { Deps } from '../lib/deps';
import { describeVariants } from './variant-descriptions';

/**
 * The Audience screen's figures from tallies kept on write: the newsletter's one item (GetItem) and the "notify me"
 * tallies' single partition (one Query), with the waiting variants described by BatchGets. The cost grows with the
 * variants that have requests, never with the number of subscribers or requests.
 */
export async function audienceSummary(deps: Deps): Promise<AudienceSummary> {
  const [newsletter, tallies] = await Promise.all([
    deps.store.entities.newsletterTally.get({}).go(),
    deps.store.entities.stockNotificationTally.query.byVariant({}).go({ pages: 'all', attributes: ['productId', 'variantId', 'waiting'] }),
  ]);
  const waiting = tallies.data.filter((t) => t.waiting > 0);
  const described = await describeVariants(deps, waiting);
  const variants: NotifyVariantCount[] = waiting
    .map((t) => ({ productId: t.productId, variantId: t.variantId, waiting: t.waiting, ...described.get(t.variantId)! }))
    .sort((a, b) => b.waiting - a.waiting || a.productName.localeCompare(b.productName) || a.platformName.localeCompare(b.platformName));
  return {
    newsletter: { subscribed: Math.max(0, newsletter.data?.subscribed ?? 0), unsubscribed: Math.max(0, newsletter.data?.unsubscribed ?? 0) },
    notify: { requests: variants.reduce((n, v) => n + v.waiting, 0), variants },
    exportLimit: audienceExportLimit,
  };
}
