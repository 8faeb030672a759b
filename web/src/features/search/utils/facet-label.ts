import type { ProductType } from '../../../../../shared/catalog/product';
import type { SearchSelection } from '../../../../../shared/search/search-filters';
import { categories } from '@/config/categories';
import { categoryName, isCategoryCode, regionName, tagName } from '@/lib/i18n/catalog-terms';
import type { LanguageCode } from '@/lib/i18n/languages';
import { isProductType } from '@/lib/i18n/product-type-labels';

export type FacetKey = keyof SearchSelection;

/** The words a label needs that are not catalogue data: the interface's own, in the visitor's language. */
export interface LabelWords {
  language: LanguageCode;
  productType(type: ProductType): string;
  /** A price-range id (`10-25`) in the visitor's currency. */
  priceRange(id: string): string;
  availability(value: 'preorder' | 'instant'): string;
}

/** A lower-case tag as a label ('gift card' → 'Gift card'); a name with its own capitals ('eShop') stays as written. */
const sentenceCase = (text: string, language: LanguageCode) =>
  text && text === text.toLocaleLowerCase(language) ? text.charAt(0).toLocaleUpperCase(language) + text.slice(1) : text;

/**
 * The human name of a facet value, as the facets panel and the filter chips show it: platform and region names,
 * category and tag names from the translation tables, product types, price ranges and availability in the
 * visitor's words; developers and publishers are names and stay as written.
 */
export function facetLabel(key: FacetKey, value: string, words: LabelWords): string {
  const { language } = words;
  switch (key) {
    case 'platform':
      return categories.find((c) => c.code === value)?.name ?? sentenceCase(value, language);
    case 'region':
      return regionName(value, language);
    case 'category':
      return isCategoryCode(value) ? categoryName(value, language) : sentenceCase(tagName(value, language), language);
    case 'productType':
      return isProductType(value) ? words.productType(value) : sentenceCase(value.replace(/_/g, ' '), language);
    case 'price':
      return words.priceRange(value);
    case 'availability':
      return value === 'preorder' || value === 'instant' ? words.availability(value) : value;
    default:
      return value;
  }
}
