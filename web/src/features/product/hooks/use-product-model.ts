import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import { useVariantAvailability } from '../api/use-variant-availability';
import { productScore } from '../utils/product-rating';
import { shownStock } from '../utils/stock-view';
import { useVariantSelection } from './use-variant-selection';

/** Everything both layouts show: the selection, the selected variant's live stock state and the product's score. */
export function useProductModel(product: ProductDetail) {
  const selection = useVariantSelection(product);
  const variant = selection.variant;
  const { data: live } = useVariantAvailability(variant?.variantId ?? null);
  const current = live && variant && live.variantId === variant.variantId ? live : undefined;
  const stock = shownStock(variant, current);
  return {
    product,
    selection,
    variant,
    stock,
    availableKeys: current?.availableKeys ?? null,
    // Pre-order is a product state (its window), so any variant in that state marks the whole product.
    isPreorder: stock === 'preorder' || product.variants.some((v) => v.stockState === 'preorder'),
    score: productScore(product),
  };
}

export type ProductModel = ReturnType<typeof useProductModel>;
