import type { AdminProductDetail, AdminVariantSummary } from '../../shared/catalog/admin-product-views';
import { NotFoundError } from '../../shared/errors/domain-errors';
import { referenceLookup, type ReferenceLookup } from '../catalog/reference-lookup';
import type { VariantItem } from '../lib/data/entities/variant';
import type { Deps } from '../lib/deps';
import { formValues } from './product-record';

/** A product with every back-office field and its variants, read in one Query of its collection (consistent: staff just saved it). */
export async function adminProductDetail(deps: Deps, productId: string): Promise<AdminProductDetail> {
  const [collection, reference] = await Promise.all([
    deps.store.collections.productWithVariants({ productId }).go({ pages: 'all', consistent: true }),
    referenceLookup(deps),
  ]);
  const product = collection.data.product[0];
  if (!product) throw new NotFoundError(`Product ${productId} was not found.`);
  return {
    productId,
    slug: product.slug,
    version: product.updatedAt,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    draft: formValues(product),
    variants: collection.data.variant.map((v) => variantSummary(v, reference)),
  };
}

function variantSummary(v: VariantItem, reference: ReferenceLookup): AdminVariantSummary {
  const platform = reference.platforms.get(v.platformId);
  const region = reference.regions.get(v.regionId);
  return {
    variantId: v.variantId,
    platform: platform ? { platformId: platform.platformId, name: platform.name, code: platform.code } : null,
    region: region ? { regionId: region.regionId, name: region.name, code: region.code } : null,
    priceUsdCents: v.priceUsdCents,
    retailPriceUsdCents: v.retailPriceUsdCents ?? null,
    faceValue: v.faceValue ?? null,
    isActive: v.isActive,
    forceAvailable: v.forceAvailable,
    availableKeys: v.availableKeys,
  };
}
