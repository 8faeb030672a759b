import type { DescribedVariant, NewsletterStanding } from '../../shared/audience/audience-views';
import { referenceLookup } from '../catalog/reference-lookup';
import type { Deps } from '../lib/deps';

export type VariantRef = Pick<DescribedVariant, 'productId' | 'variantId'>;

/** How staff recognise a variant (shared/audience/audience-views.ts), without the ids it is looked up by. */
export type VariantDescription = Omit<DescribedVariant, 'productId' | 'variantId'>;

/**
 * The descriptions of these variants: one BatchGet of their products, one of the variants, and the cached platforms and
 * regions. A deleted product or variant is described by its id, so its requests still show.
 */
export async function describeVariants(deps: Deps, refs: readonly VariantRef[]): Promise<Map<string, VariantDescription>> {
  const unique = [...new Map(refs.map((r) => [r.variantId, r])).values()];
  if (unique.length === 0) return new Map();
  const productIds = [...new Set(unique.map((r) => r.productId))];
  const [reference, products, variants] = await Promise.all([
    referenceLookup(deps),
    deps.store.entities.product.get(productIds.map((productId) => ({ productId }))).go({ attributes: ['productId', 'name'], concurrency: 4 }),
    deps.store.entities.variant
      .get(unique.map(({ productId, variantId }) => ({ productId, variantId })))
      .go({ attributes: ['variantId', 'platformId', 'regionId', 'faceValue'], concurrency: 4 }),
  ]);
  const nameOf = new Map(products.data.map((p) => [p.productId, p.name]));
  const variantOf = new Map(variants.data.map((v) => [v.variantId, v]));
  return new Map(
    unique.map(({ productId, variantId }) => {
      const v = variantOf.get(variantId);
      return [
        variantId,
        {
          productName: nameOf.get(productId) ?? productId,
          platformName: (v && (reference.platforms.get(v.platformId)?.name ?? v.platformId)) ?? '',
          regionName: (v && (reference.regions.get(v.regionId)?.name ?? v.regionId)) ?? '',
          edition: v?.faceValue?.trim() || null,
        },
      ];
    }),
  );
}

/** Whether each e-mail is on the newsletter: one BatchGet of their subscriptions by key. */
export async function newsletterStandings(deps: Pick<Deps, 'store'>, emails: readonly string[]): Promise<Map<string, NewsletterStanding>> {
  const unique = [...new Set(emails)];
  if (unique.length === 0) return new Map();
  const { data } = await deps.store.entities.newsletterSubscription.get(unique.map((email) => ({ email }))).go({ attributes: ['email', 'status'], concurrency: 4 });
  // An item from before statuses were kept is a subscription.
  return new Map(data.map((s) => [s.email, s.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed']));
}
