import { priceRanges } from './price-ranges';

/** What the shopper narrowed the search to; every field is optional. */
export interface SearchSelection {
  platform?: string | null;
  region?: string | null;
  category?: string | null;
  developer?: string | null;
  publisher?: string | null;
  productType?: string | null;
  /** A price-range id from `priceRanges`. */
  price?: string | null;
  /** `preorder` or `instant`: the `is_preorder` facet's values, true and false. */
  availability?: string | null;
}

/** The availability facet's choices by the `is_preorder` value the engine counts them under. */
export const availabilityValues = { true: 'preorder', false: 'instant' } as const;

/** Quotes a facet value for Algolia's filter syntax, escaping quotes and backslashes. */
export const quoteValue = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;

const facetAttributes = {
  platform: 'platform.code',
  region: 'region.code',
  category: 'categories_without_path',
  developer: 'developer',
  publisher: 'publisher',
  productType: 'product_type',
} as const satisfies Record<Exclude<keyof SearchSelection, 'price' | 'availability'>, string>;

function priceFilter(id: string): string | null {
  const range = priceRanges.find((r) => r.id === id);
  if (!range) return null;
  // Algolia ranges are inclusive at both ends, so the upper bound is written as a strict comparison.
  return range.max === null ? `price.USD >= ${range.min}` : `(price.USD >= ${range.min} AND price.USD < ${range.max})`;
}

/** The filter expression: `in_stock:true` always, ANDed with every chosen facet (storefront §5, §7). */
export function buildFilters(selection: SearchSelection = {}): string {
  const parts = ['in_stock:true'];
  for (const [key, attribute] of Object.entries(facetAttributes) as [keyof typeof facetAttributes, string][]) {
    const value = selection[key]?.trim();
    if (value) parts.push(`${attribute}:${quoteValue(value)}`);
  }
  const price = selection.price ? priceFilter(selection.price) : null;
  if (price) parts.push(price);
  const availability = selection.availability?.trim();
  if (availability === availabilityValues.true) parts.push('is_preorder:true');
  if (availability === availabilityValues.false) parts.push('is_preorder:false');
  return parts.join(' AND ');
}

/** Counts per price bucket, from the engine's counts of the records' `price_range`. */
export function priceRangeCounts(rangeCounts: Record<string, number> | undefined): { id: string; count: number }[] {
  return priceRanges.map((range) => ({ id: range.id, count: rangeCounts?.[range.id] ?? 0 }));
}
