import type { ProductCard } from '../../shared/catalog/catalog-views';
import { reviewAverage } from '../../shared/catalog/product-score';
import { stockState, type StockState } from '../../shared/catalog/stock-state';
import type { ProductItem } from '../lib/data/entities/product';
import type { VariantItem } from '../lib/data/entities/variant';
import type { ReferenceLookup } from './reference-lookup';
import { pickTranslations, withTranslations } from './view-translations';

const statePriority: StockState[] = ['in_stock', 'preorder', 'force_available', 'out_of_stock', 'inactive'];

/** The grid's view of a product: its platforms, lowest live price and the best stock state among its variants. */
export function toProductCard(product: ProductItem, variants: VariantItem[], reference: ReferenceLookup, now: Date): ProductCard {
  const live = variants.filter((v) => v.isActive);
  const states = live.map((v) => stockState(v, product, now));
  const cheapest = live.reduce<VariantItem | undefined>((best, v) => (!best || v.priceUsdCents < best.priceUsdCents ? v : best), undefined);
  const platforms = new Map<string, { code: string; name: string }>();
  for (const v of live) {
    const platform = reference.platforms.get(v.platformId);
    if (platform) platforms.set(platform.code, { code: platform.code, name: platform.name });
  }
  return {
    productId: product.productId,
    slug: product.slug,
    name: product.name,
    imageUrl: product.imageUrl ?? null,
    productType: product.productType,
    category: product.category,
    platforms: [...platforms.values()],
    fromPriceUsdCents: cheapest?.priceUsdCents ?? null,
    retailPriceUsdCents: cheapest?.retailPriceUsdCents ?? null,
    stockState: statePriority.find((s) => states.includes(s)) ?? 'out_of_stock',
    isPreorder: states.includes('preorder'),
    rating: product.rating ?? null,
    ...withTranslations(pickTranslations(product.translations, ['name'])),
    reviewCount: product.reviewCount ?? 0,
    averageRating: reviewAverage(product.reviewCount, product.reviewRatingTotal),
  };
}
