/** Storefront §9 search constants, in one place so the rules and their tests agree. */
export const headerDebounceMs = 100;
export const pageDebounceMs = 250;
export const dropdownHitsPerPage = 20;
export const dropdownResultCount = 3;
export const suggestionLimit = 8;
export const pageHitsPerPage = 24;
export const skeletonCount = 6;
/** The dropdown closes this long after the box loses focus, so a click on an entry lands first. */
export const blurCloseMs = 150;

export const trendingSearches = ['Steam Gift Card', 'PlayStation Store', 'Xbox Game Pass', 'Call of Duty', 'Fortnite V-Bucks'] as const;

/** Algolia's pre and post highlight tags for our requests; split into text parts, never injected as HTML. */
export const highlightPreTag = '__nk_hl__';
export const highlightPostTag = '__/nk_hl__';

/** Facets the results page shows; price_range counts the price buckets. */
export const pageFacets = ['platform.code', 'region.code', 'categories_without_path', 'developer', 'publisher', 'product_type', 'price_range'] as const;
export type PageFacet = (typeof pageFacets)[number];
