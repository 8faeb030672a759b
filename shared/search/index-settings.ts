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

/**
 * Ordered: a match in an earlier attribute ranks above one in a later attribute. The name first; then the variant's
 * edition in the shopper's language (`edition_name`: 'Expansion', 'Edição Deluxe', from the store's editions table),
 * which says what this variant is more closely than its product's type, so 'expansion' finds the expansions before
 * a season pass; then what the product is (`type_words`: 'account', 'cuenta'), then the keywords (with a product's
 * own option words, which stay below the type: 'juego' is a game before an account of a 'Juego completo'), the
 * platform, the categories, and last the description, which may mention anything ('liveries', 'in-game currency').
 * With words read together (`attributeCriteriaComputedByMinProximity`), a description that merely holds the words
 * cannot outrank a name or type that does.
 */
export const searchableAttributes = ['name', 'edition_name', 'type_words', 'alternative_phrases', 'platform.name', 'categories', 'description'];

/**
 * Words shoppers add that say nothing about the product ('buy', 'cheap', 'comprar'): Algolia's `optionalWords`, so
 * a record need not hold them (one that does still ranks higher).
 */
export const shoppingWords: Record<SearchLanguage, readonly string[]> = {
  en: ['buy', 'cheap', 'price', 'online', 'digital', 'download', 'instant', 'delivery', 'deal', 'sale', 'best', 'new', 'code', 'key'],
  es: ['comprar', 'compra', 'barato', 'barata', 'precio', 'online', 'digital', 'descarga', 'oferta', 'codigo', 'clave', 'nuevo'],
  pt: ['comprar', 'compra', 'barato', 'barata', 'preco', 'online', 'digital', 'download', 'oferta', 'promocao', 'codigo', 'chave', 'novo'],
};

/**
 * Algolia's query handling the store sets (issue 19): plurals folded and stop words dropped per language, currency signs indexed as
 * words so '€50' answers 'euro 50', an empty page retried with every word optional (measured against
 * 'lastWords' on the relevance table: docs/performance.md), and a one-word query exact only on a whole value.
 */
export function queryHandlingSettings(language: SearchLanguage): IndexSettings {
  return {
    ignorePlurals: [language],
    removeStopWords: [language],
    queryLanguages: [language],
    separatorsToIndex: '€$£¥',
    removeWordsIfNoResults: 'allOptional',
    optionalWords: [...shoppingWords[language]],
    attributeCriteriaComputedByMinProximity: true,
    exactOnSingleWordQuery: 'attribute',
  };
}

/**
 * `searchable()` lets the facets panel search values (searchForFacetValues); Algolia refuses it on other facets.
 * `afterDistinct()` counts a facet over the products a search with distinct shows (the one variant it keeps of
 * each) rather than over their variants, and every facet the panel shows asks for it: the panel counts products.
 * That is exact for what every variant of a product shares (category, studio, type, availability). Platform,
 * region and price can differ between a product's variants, and Algolia counts only the kept variant's value, so
 * the storefront asks those values' product counts itself (`product-facets.ts`).
 */
export const attributesForFaceting = [
  'afterDistinct(searchable(platform.code))',
  'afterDistinct(searchable(region.code))',
  'afterDistinct(searchable(categories_without_path))',
  'afterDistinct(searchable(developer))',
  'afterDistinct(searchable(publisher))',
  'afterDistinct(searchable(product_type))',
  'in_stock',
  'afterDistinct(is_preorder)',
  'price.USD',
  'afterDistinct(price_range)',
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
    ...queryHandlingSettings(language),
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
    ...queryHandlingSettings(language),
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
