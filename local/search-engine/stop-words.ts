/**
 * Algolia's `removeStopWords`: the commonest function words of a language are dropped from a query ('tarjeta de
 * regalo' searches 'tarjeta regalo'), so they neither narrow the results nor pull in descriptions that hold them.
 * A query of only stop words, and the word being typed (the last, a prefix), are kept, as Algolia keeps them.
 */
const lists: Record<string, Set<string>> = {
  en: new Set(['a', 'an', 'the', 'of', 'for', 'and', 'or', 'in', 'on', 'to', 'with', 'at', 'by', 'from']),
  es: new Set(['de', 'del', 'la', 'el', 'los', 'las', 'para', 'y', 'o', 'en', 'con', 'un', 'una', 'al', 'por']),
  pt: new Set(['de', 'do', 'da', 'dos', 'das', 'para', 'e', 'o', 'a', 'os', 'as', 'em', 'com', 'um', 'uma', 'no', 'na', 'por']),
};

export function withoutStopWords(words: string[], languages: readonly string[]): string[] {
  if (languages.length === 0 || words.length < 2) return words;
  const isStop = (word: string) => languages.some((language) => lists[language]?.has(word));
  if (words.every(isStop)) return words;
  return words.filter((word, i) => i === words.length - 1 || !isStop(word));
}

/** The languages the setting switches on: true means the index's `queryLanguages`. */
export function stopWordLanguages(removeStopWords: unknown, queryLanguages: unknown): string[] {
  if (Array.isArray(removeStopWords)) return removeStopWords.filter((l): l is string => typeof l === 'string');
  if (removeStopWords === true || removeStopWords === 'true') return Array.isArray(queryLanguages) ? queryLanguages.filter((l): l is string => typeof l === 'string') : Object.keys(lists);
  return [];
}
