import type { VariantView } from '../../../../../shared/catalog/catalog-views';
import type { StockState } from '../../../../../shared/catalog/stock-state';
import type { VariantAvailability } from '../../../../../shared/storefront/storefront-views';

/** The four states the product page shows (spec §4), from the variant and its live counter when that has answered. */
export type ShownStock = 'preorder' | 'out_of_stock' | 'limited' | 'in_stock';

const shown: Record<StockState, ShownStock> = {
  preorder: 'preorder',
  in_stock: 'in_stock',
  force_available: 'limited',
  out_of_stock: 'out_of_stock',
  inactive: 'out_of_stock',
};

/** No selected variant reads as out of stock; live availability wins over the product load's snapshot. */
export function shownStock(variant: Pick<VariantView, 'variantId' | 'stockState'> | null, live: VariantAvailability | undefined): ShownStock {
  if (!variant) return 'out_of_stock';
  const state = live?.variantId === variant.variantId ? live.stockState : variant.stockState;
  return shown[state];
}

/** The retail price's discount as a whole percentage, or null when there is no lower sale price. */
export function discountPercent(priceUsdCents: number, retailPriceUsdCents: number | null): number | null {
  if (retailPriceUsdCents === null || retailPriceUsdCents <= priceUsdCents || retailPriceUsdCents <= 0) return null;
  return Math.round(((retailPriceUsdCents - priceUsdCents) / retailPriceUsdCents) * 100);
}
