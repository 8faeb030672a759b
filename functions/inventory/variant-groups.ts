import type { VariantGroup, VariantGroupPage } from '../../shared/inventory/inventory-views';
import { findByLookup } from '../lib/lookup/lookup-index';
import type { Deps } from '../lib/deps';
import { referenceLookup } from '../catalog/reference-lookup';
import { adminVariantView } from './variant-view';

interface GroupQuery {
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * One page of products with their variants: found by name through the back-office lookup index, or else the products
 * that have variants, newest first. Then each product and its variants in one collection Query per product (in parallel).
 */
export async function variantGroups(deps: Deps, query: GroupQuery): Promise<VariantGroupPage> {
  const page = query.q
    ? await findByLookup(deps, 'product', query.q, query)
    : await deps.cursors
        .page(query.cursor, { listing: 'variant-groups', filters: {} }, (cursor) => deps.store.entities.variantGroup.query.newestFirst({}).go({ cursor, limit: query.limit, order: 'desc' }))
        .then((r) => ({ refIds: r.data.map((g) => g.productId), nextCursor: r.nextCursor }));
  const [reference, groups] = await Promise.all([referenceLookup(deps), Promise.all(page.refIds.map((productId) => productWithVariants(deps, productId)))]);
  return {
    items: groups.flatMap((g) => {
      if (!g.product) return [];
      const variants = g.variants.map((v) => adminVariantView(v, reference));
      const group: VariantGroup = {
        productId: g.product.productId,
        name: g.product.name,
        productType: g.product.productType,
        isActive: g.product.isActive,
        imageUrl: g.product.imageUrl ?? null,
        summary: {
          variants: variants.length,
          activeVariants: variants.filter((v) => v.isActive).length,
          availableItems: variants.reduce((sum, v) => sum + v.availableKeys, 0),
        },
        variants,
      };
      return [group];
    }),
    nextCursor: page.nextCursor,
  };
}

async function productWithVariants(deps: Deps, productId: string) {
  const { data } = await deps.store.collections.productWithVariants({ productId }).go({ pages: 'all' });
  return { product: data.product[0], variants: data.variant };
}
