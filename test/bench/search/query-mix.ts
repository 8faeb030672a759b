// The fixed query mix of the search benchmark, as the results page sends it (storefront §7 Search service).

export type QueryKind = 'typo' | 'prefix' | 'multiword' | 'filter' | 'exact' | 'synonym' | 'optional' | 'split';

export interface BenchQuery {
  kind: QueryKind;
  query: string;
  /** Extra filters, ANDed with the in-stock filter the client always applies. */
  filters?: string;
}

export const queryMix: readonly BenchQuery[] = [
  { kind: 'typo', query: 'stem gift card' },
  { kind: 'typo', query: 'playstaton store' },
  { kind: 'typo', query: 'dragon legnds' },
  { kind: 'typo', query: 'chronicels' },
  { kind: 'typo', query: 'corazon' },
  { kind: 'typo', query: 'ultimat edition' },
  { kind: 'typo', query: 'vangaurd' },
  { kind: 'typo', query: 'minecarft' },
  { kind: 'prefix', query: 'fortn' },
  { kind: 'prefix', query: 'sta' },
  { kind: 'prefix', query: 'thund' },
  { kind: 'prefix', query: 'o' },
  { kind: 'prefix', query: 'nintendo esh' },
  { kind: 'prefix', query: 'cançã' },
  { kind: 'multiword', query: 'shadow kingdom deluxe edition' },
  { kind: 'multiword', query: 'xbox game pass ultimate' },
  { kind: 'multiword', query: 'iron tactics steam' },
  { kind: 'multiword', query: 'game of the year edition' },
  { kind: 'multiword', query: 'leyenda de fuego' },
  { kind: 'multiword', query: 'call of duty' },
  { kind: 'exact', query: 'steam' },
  { kind: 'exact', query: 'gift card' },
  { kind: 'exact', query: 'season pass' },
  { kind: 'exact', query: 'roblox' },
  { kind: 'filter', query: 'legends', filters: 'platform.code:steam' },
  { kind: 'filter', query: 'gift card', filters: 'price.USD < 30' },
  { kind: 'filter', query: 'gold edition', filters: '(platform.code:xbox OR platform.code:playstation) AND region.code:EU' },
  { kind: 'filter', query: 'star', filters: 'price.USD:10 TO 40 AND NOT region.code:JP' },
  { kind: 'filter', query: '', filters: 'categories_without_path:RPG' },
  { kind: 'filter', query: 'chronicles', filters: 'product_type:dlc' },
  { kind: 'filter', query: 'deluxe', filters: 'is_preorder:true' },
  { kind: 'filter', query: 'storm', filters: 'platform.code:nintendo AND price.USD >= 20' },
  // Issue 19: synonyms (the store's), words made optional (shopping words, and an empty page retried), splits.
  { kind: 'synonym', query: 'ps5 gift card' },
  { kind: 'synonym', query: 'xbox live' },
  { kind: 'synonym', query: 'dlc expansion' },
  { kind: 'optional', query: 'steam gift card 50 euro' },
  { kind: 'optional', query: 'cheap steam gift card' },
  { kind: 'optional', query: 'buy xbox game pass online' },
  { kind: 'split', query: 'steamwallet' },
  { kind: 'split', query: 'gamepass ultimate' },
];

/** Passes over the mix before timing: enough for V8 to optimise the hot paths of every kind of query. */
export const warmUpPasses = 5;

export const resultsPageFacets = ['platform.code', 'region.code', 'categories_without_path', 'developer', 'publisher', 'product_type', 'price_range'];

/** Algolia search parameters of one results-page request. */
export function resultsPageParams(q: BenchQuery) {
  return {
    query: q.query,
    hitsPerPage: 24,
    page: 0,
    facets: resultsPageFacets,
    filters: q.filters ? `in_stock:true AND (${q.filters})` : 'in_stock:true',
    attributesToHighlight: ['name', 'alternative_phrases', 'platform.name'],
    attributesToSnippet: ['description:20'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}

/** Percentile by nearest rank over sorted samples. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
