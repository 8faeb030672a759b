import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import type { ProductFacts } from '../../../../../shared/catalog/product-type-wording';
import { useVariantAvailability } from '../api/use-variant-availability';
import { productScore } from '../utils/product-rating';
import { shownStock } from '../utils/stock-view';
import { useTypeWording } from '../type-wording/use-type-wording';
import { useVariantSelection } from './use-variant-selection';

/**
 * Everything both layouts show: the selection, the selected variant's live stock state, the product's score, and the
 * product type's wording with the facts that decide which rows and sections exist.
 */
export function useProductModel(product: ProductDetail) {
  const selection = useVariantSelection(product);
  const variant = selection.variant;
  const { data: live } = useVariantAvailability(variant?.variantId ?? null);
  const current = live && variant && live.variantId === variant.variantId ? live : undefined;
  const stock = shownStock(variant, current);
  const wording = useTypeWording(product.productType);
  const facts: ProductFacts = {
    productType: product.productType,
    publisher: product.publisher,
    developer: product.developer,
    releaseDate: product.releaseDate,
    variant,
  };
  return {
    product,
    selection,
    variant,
    stock,
    availableKeys: current?.availableKeys ?? null,
    // Pre-order is a product state (its window), so any variant in that state marks the whole product.
    isPreorder: stock === 'preorder' || product.variants.some((v) => v.stockState === 'preorder'),
    score: productScore(product),
    facts,
    wording,
  };
}

export type ProductModel = ReturnType<typeof useProductModel>;
