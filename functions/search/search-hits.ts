import { isPurchasable, stockState } from '../../shared/catalog/stock-state';
import type { SearchHit } from '../../shared/search/search-hit';
import type { ReferenceLookup } from '../catalog/reference-lookup';
import type { ProductItem } from '../lib/data/entities/product';
import type { VariantItem } from '../lib/data/entities/variant';

/** The search records of a product: one per active variant whose platform and region are known. */
export function toSearchHits(product: ProductItem, variants: VariantItem[], reference: ReferenceLookup, now: Date): SearchHit[] {
  if (!product.isActive) return [];
  return variants.flatMap((v) => {
    const platform = reference.platforms.get(v.platformId);
    const region = reference.regions.get(v.regionId);
    if (!v.isActive || !platform || !region) return [];
    const state = stockState(v, product, now);
    return [
      {
        objectID: v.variantId,
        product_id: product.productId,
        variant_id: v.variantId,
        name: product.name,
        slug: product.slug,
        description: product.description,
        image_url: product.imageUrl ?? null,
        platform: { name: platform.name, code: platform.code },
        region: { name: region.name, code: region.code },
        product_type: product.productType,
        face_value: v.faceValue ?? null,
        price: { USD: v.priceUsdCents / 100 },
        in_stock: isPurchasable(state),
        is_preorder: state === 'preorder',
        categories: [product.category, ...product.tags],
        keywords: [...new Set([...product.searchKeywords, ...v.searchKeywords])],
        rating: product.rating ?? null,
      },
    ];
  });
}
