/** Languages that have their own search index; records in each hold name and description in that language. */
export const searchLanguages = ['en', 'es', 'pt'] as const;
export type SearchLanguage = (typeof searchLanguages)[number];

/** Orderings the results page offers; every one but relevance is served by a replica. */
export const searchSorts = ['relevance', 'price_asc', 'price_desc', 'featured', 'popular'] as const;
export type SearchSort = (typeof searchSorts)[number];
export type ReplicaSort = Exclude<SearchSort, 'relevance'>;
export const replicaSorts: readonly ReplicaSort[] = ['price_asc', 'price_desc', 'featured', 'popular'];

/** Name of the primary index of a language, or of its replica for a sort. */
export function indexName(language: SearchLanguage, sort: SearchSort = 'relevance'): string {
  const primary = `products_${language}`;
  return sort === 'relevance' ? primary : `${primary}_${sort}`;
}

/** Names of the replicas of a language's primary index. */
export function replicaNames(language: SearchLanguage): string[] {
  return replicaSorts.map((sort) => indexName(language, sort));
}

/** Every index the storefront uses: primaries and replicas of all languages. */
export function allIndexNames(): string[] {
  return searchLanguages.flatMap((language) => [indexName(language), ...replicaNames(language)]);
}

/** Whether a string names a search language. */
export function isSearchLanguage(value: string): value is SearchLanguage {
  return (searchLanguages as readonly string[]).includes(value);
}
