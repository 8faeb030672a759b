import { chooseInstructions } from '../../shared/catalog/activation-instructions';
import type { ProductDetail, VariantView } from '../../shared/catalog/catalog-views';
import { stockState } from '../../shared/catalog/stock-state';
import type { Deps } from '../lib/deps';
import type { ProductItem } from '../lib/data/entities/product';
import { NotFoundError } from '../../shared/errors/domain-errors';
import { referenceLookup } from './reference-lookup';
import { variantTranslations, withTranslations } from './view-translations';

/** Loads a product and its variants in one Query of their shared partition and shapes the product page. */
export async function loadProductDetail(deps: Deps, productId: string): Promise<ProductDetail> {
  const [collection, reference] = await Promise.all([
    deps.store.collections.productWithVariants({ productId }).go({ pages: 'all' }),
    referenceLookup(deps),
  ]);
  const product = collection.data.product[0];
  if (!product || !product.isActive) throw new NotFoundError(`Product ${productId} was not found.`);
  const now = deps.now();
  const variants: VariantView[] = [];
  for (const v of collection.data.variant) {
    const platform = reference.platforms.get(v.platformId);
    const region = reference.regions.get(v.regionId);
    if (!v.isActive || !platform || !region) continue;
    const instructions = chooseInstructions(product.productType, v, platform);
    variants.push({
      variantId: v.variantId,
      platform: { code: platform.code, name: platform.name, iconUrl: platform.iconUrl ?? null },
      region: { code: region.code, name: region.name, isGlobal: region.isGlobal, excludedCountries: region.excludedCountries },
      priceUsdCents: v.priceUsdCents,
      retailPriceUsdCents: v.retailPriceUsdCents ?? null,
      faceValue: v.faceValue ?? null,
      stockState: stockState(v, product, now),
      languages: v.languageCodes,
      activationInstructions: instructions.activationInstructions,
      systemRequirements: (v.systemRequirements ?? {}) as Record<string, string>,
      ...withTranslations(variantTranslations(v, instructions)),
    });
  }
  variants.sort((a, b) => a.priceUsdCents - b.priceUsdCents);
  return toDetail(product, variants);
}

function toDetail(p: ProductItem, variants: VariantView[]): ProductDetail {
  return {
    productId: p.productId,
    slug: p.slug,
    name: p.name,
    description: p.description,
    imageUrl: p.imageUrl ?? null,
    productType: p.productType,
    category: p.category,
    tags: p.tags,
    developer: p.developer ?? null,
    publisher: p.publisher ?? null,
    releaseDate: p.releaseDate ?? null,
    isPreorder: p.isPreorder,
    preorderEndDate: p.preorderEndDate ?? null,
    expectedDeliveryDate: p.expectedDeliveryDate ?? null,
    seoTitle: p.seoTitle ?? null,
    seoDescription: p.seoDescription ?? null,
    rating: p.rating ?? null,
    featured: p.featured,
    deliveryType: p.deliveryType,
    ageRating: p.ageRating ?? null,
    // Items written before the review counters existed have neither; they count as no reviews.
    reviewCount: p.reviewCount ?? 0,
    averageRating: p.reviewCount > 0 ? Math.round((p.reviewRatingTotal ?? 0) / p.reviewCount) : null,
    variants,
    ...withTranslations(p.translations),
  };
}
