import { indexName, replicaNames, type ReplicaSort, type SearchLanguage } from './index-names';

/** The subset of Algolia index settings the storefront relies on; the local engine honours the same. */
export interface IndexSettings {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  customRanking?: string[];
  ranking?: string[];
  replicas?: string[];
  primary?: string;
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  hitsPerPage?: number;
  maxValuesPerFacet?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Records sharing this attribute's value form one group for `distinct`. */
  attributeForDistinct?: string;
  /** How many records of each group a search keeps by default (true is 1); searches may ask otherwise. */
  distinct?: boolean | number;
  [setting: string]: unknown;
}

/** Ordered: a match in an earlier attribute ranks above one in a later attribute. */
export const searchableAttributes = ['name', 'alternative_phrases', 'platform.name', 'categories', 'description'];

/**
 * `searchable()` lets the facets panel search values (searchForFacetValues); Algolia refuses it on other facets.
 * `afterDistinct()` counts a facet over the products a search with distinct shows rather than over their variants:
 * right for what every variant of a product shares (category, studio, type), so a count is the products a click
 * leaves. Platform, region, price and availability differ between variants and count the matching variants.
 */
export const attributesForFaceting = [
  'searchable(platform.code)',
  'searchable(region.code)',
  'afterDistinct(searchable(categories_without_path))',
  'afterDistinct(searchable(developer))',
  'afterDistinct(searchable(publisher))',
  'afterDistinct(searchable(product_type))',
  'in_stock',
  'is_preorder',
  'price.USD',
  'price_range',
  // Not counted: the product card's second query narrows a page's variants to its products (product-search.ts).
  'filterOnly(product_id)',
];

/**
 * Each record is one variant; a product's variants share `product_id`, so a search with `distinct` shows one card
 * per product: its best-ranked variant, or on a price replica its cheapest.
 */
export const attributeForDistinct = 'product_id';

/** Algolia's default ranking criteria; replicas that sort put their sort criterion first. */
export const defaultRanking = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

export const primaryCustomRanking = ['desc(in_stock)', 'desc(popularity)'];

const replicaCustomRanking: Record<ReplicaSort, string[]> = {
  price_asc: ['asc(price.USD)'],
  price_desc: ['desc(price.USD)'],
  // featured_rank: higher is more prominent, 0 when not featured.
  featured: ['desc(featured_rank)', 'desc(popularity)'],
  popular: ['desc(popularity)'],
};

/** Settings of a language's primary index, which owns the replica list. */
export function primaryIndexSettings(language: SearchLanguage): IndexSettings {
  return {
    searchableAttributes: [...searchableAttributes],
    attributesForFaceting: [...attributesForFaceting],
    customRanking: [...primaryCustomRanking],
    ranking: [...defaultRanking],
    replicas: replicaNames(language),
    attributeForDistinct,
    attributesToHighlight: ['name', 'alternative_phrases', 'platform.name'],
    attributesToSnippet: ['description:20'],
  };
}

/**
 * Settings of a standard (not virtual) replica: the sort criterion goes first in ranking so it orders
 * every hit, with in-stock first and popularity as tie-breakers.
 */
export function replicaIndexSettings(language: SearchLanguage, sort: ReplicaSort): IndexSettings {
  const sortCriteria = replicaCustomRanking[sort];
  return {
    searchableAttributes: [...searchableAttributes],
    attributesForFaceting: [...attributesForFaceting],
    ranking: [...sortCriteria, ...defaultRanking],
    customRanking: [...primaryCustomRanking],
    primary: indexName(language),
    // Set on each replica too: Algolia copies a primary's settings only when it creates the replica.
    attributeForDistinct,
    attributesToHighlight: ['name', 'alternative_phrases', 'platform.name'],
    attributesToSnippet: ['description:20'],
  };
}

/** Every index of a language with its settings, primary first (Algolia creates replicas from the primary's list). */
export function languageIndexSettings(language: SearchLanguage): { index: string; settings: IndexSettings }[] {
  const replicas = (Object.keys(replicaCustomRanking) as ReplicaSort[]).map((sort) => ({
    index: indexName(language, sort),
    settings: replicaIndexSettings(language, sort),
  }));
  return [{ index: indexName(language), settings: primaryIndexSettings(language) }, ...replicas];
}
