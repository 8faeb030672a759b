const asciiOnly = /^[^\u0080-\uffff]*$/;
const marks = /\p{M}/gu;
const wordPattern = /[\p{L}\p{N}]+/gu;
/** In lower-case ASCII text the letters and digits are exactly these, and the plain pattern runs much faster. */
const asciiWordPattern = /[a-z0-9]+/g;
/** A thousands separator between digits ('1,000', '13.500'): the number is one word, as shoppers type it ('1000'). */
const digitGroups = /(\d)[,.](?=\d{3}(?!\d))/g;
const patterns = new Map<string, RegExp>();

/** Case and accent folding, as Algolia normalises both the records and the query ('Pokémon' matches 'pokemon'). */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return asciiOnly.test(lower) ? lower : lower.normalize('NFD').replace(marks, '');
}

/**
 * The folded words of a text, split on anything that is not a letter or a digit, with digit groups joined.
 * `separators` are Algolia's `separatorsToIndex`: characters ('€', '$') kept as words of their own.
 */
export function foldedWords(text: string, separators = ''): string[] {
  let lower = text.toLowerCase();
  if (lower.includes(',') || lower.includes('.')) lower = lower.replace(digitGroups, '$1');
  const ascii = asciiOnly.test(lower);
  if (separators !== '' && hasAny(lower, separators)) {
    const folded = ascii ? lower : lower.normalize('NFD').replace(marks, '');
    return folded.match(separatorPattern(separators)) ?? [];
  }
  if (ascii) return lower.match(asciiWordPattern) ?? [];
  return lower.normalize('NFD').replace(marks, '').match(wordPattern) ?? [];
}

function hasAny(text: string, characters: string): boolean {
  for (const character of characters) if (text.includes(character)) return true;
  return false;
}

function separatorPattern(separators: string): RegExp {
  let pattern = patterns.get(separators);
  if (!pattern) {
    const escaped = [...separators].map((c) => c.replace(/[\\\]^-]/g, '\\$&')).join('');
    pattern = new RegExp(`[\\p{L}\\p{N}]+|[${escaped}]`, 'gu');
    patterns.set(separators, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** Typos Algolia allows in a query word: 1 from 4 characters, 2 from 8. */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}
