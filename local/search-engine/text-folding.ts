const asciiOnly = /^[^\u0080-\uffff]*$/;
const marks = /\p{M}/gu;
const wordPattern = /[\p{L}\p{N}]+/gu;
/** In lower-case ASCII text the letters and digits are exactly these, and the plain pattern runs much faster. */
const asciiWordPattern = /[a-z0-9]+/g;

/** Case and accent folding, as Algolia normalises both the records and the query ('Pokémon' matches 'pokemon'). */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return asciiOnly.test(lower) ? lower : lower.normalize('NFD').replace(marks, '');
}

/** The folded words of a text, split on anything that is not a letter or a digit. */
export function foldedWords(text: string): string[] {
  const lower = text.toLowerCase();
  if (asciiOnly.test(lower)) return lower.match(asciiWordPattern) ?? [];
  return lower.normalize('NFD').replace(marks, '').match(wordPattern) ?? [];
}

/** Typos Algolia allows in a query word: 1 from 4 characters, 2 from 8. */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}
