import { categoryLabels, normalizeKeywords, type ProductCategory } from './product-draft';
import type { ProductType } from './product';

/** Back-office §5: the keyword picker shows the first 8 suggestions. */
export const keywordSuggestionLimit = 8;

const typeWords: Record<ProductType, string[]> = {
  key: ['game key', 'cd key'],
  account: ['game account'],
  gift_card: ['gift card'],
  subscription: ['subscription', 'membership'],
  dlc: ['dlc', 'expansion'],
  software: ['software', 'licence'],
};

const stopWords = new Set(['the', 'and', 'for', 'of', 'edition', 'with', 'a', 'an', 'to', 'in', 'on']);

export interface SuggestionSources {
  name: string;
  productType?: ProductType | undefined;
  category?: ProductCategory | undefined;
  /** Names of the platforms the product's variants run on. */
  platforms: readonly string[];
  /** What shoppers searched for recently that shares a word with the name, most frequent first. */
  popularQueries: readonly string[];
  /** Keywords the product already has: never suggested again. */
  existing: readonly string[];
}

/**
 * Keywords worth adding, from what the product is (its name's words, the full name, its type, category and platforms)
 * and what shoppers type; normalised like keywords (§5), without those it has, the first 8.
 */
export function suggestKeywords(s: SuggestionSources): string[] {
  const nameWords = s.name
    .toLowerCase()
    .split(/[^\p{L}\p{N}+]+/u)
    .filter((w) => w.length >= 3 && !stopWords.has(w));
  const candidates = normalizeKeywords([
    ...s.popularQueries,
    ...(nameWords.length > 1 ? [s.name] : []),
    ...nameWords,
    ...s.platforms.flatMap((p) => (nameWords.length ? [p, `${nameWords[0]} ${p}`] : [p])),
    ...(s.productType ? typeWords[s.productType] : []),
    ...(s.category ? [categoryLabels[s.category]] : []),
  ]);
  const existing = new Set(normalizeKeywords(s.existing));
  return candidates.filter((c) => c.length <= 60 && !existing.has(c)).slice(0, keywordSuggestionLimit);
}
