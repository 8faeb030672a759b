import { wholeValueBit, type IndexStore, type Postings } from './index-store';
import type { QueryWord } from './query-plan';
import { allowedTypos } from './text-folding';

// How one query unit expands to postings: its exact term, prefixes, typo neighbours and swaps, and its
// alternatives (synonyms, plural forms, splits), each with the typos and exact words Algolia counts for it.

export interface Expansion {
  postings: Postings;
  typos: number;
  /** Exact query words this match is worth: the words the unit covers, or 0 for a typo, prefix or split. */
  exact: number;
}

/** Levels are bits 0–30 of a mask; bit 31 says the term is a whole attribute value ('Tidebound'). */
export const levelBits = ~wholeValueBit;

/** First position at or after `from` whose slot is ≥ `slot` (postings list slots in ascending order). */
export function lowerBound(docs: number[], slot: number, from: number): number {
  let low = from;
  let high = docs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (docs[middle]! < slot) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Expansions depend on the vocabulary only, and typing repeats words, so they are kept per version. */
export function expandCached(store: IndexStore, word: QueryWord, typoTolerance: boolean) {
  const key = word.key ?? `${word.prefix ? 'p' : 'w'}${word.termTypos}:${word.covers}:${word.term ?? ''}:${word.alternatives.length ? JSON.stringify(word.alternatives) : ''}`;
  return store.cached(
    `expand:${typoTolerance ? 't' : 'n'}${key}`,
    () => {
      const typoTerms: string[] = [];
      // Alternatives (synonyms, plural forms) are exact: a typo or prefix reading of the same term must not take their place.
      const found = new Set<string>(word.alternatives.filter((a) => a.words.length === 1 && a.words[0] !== word.term).map((a) => a.words[0]!));
      const expansions = word.term === null ? [] : expand(store, word.term, word.prefix, typoTolerance, (term) => typoTerms.push(term), found);
      for (const expansion of expansions) {
        expansion.typos += word.termTypos;
        expansion.exact = expansion.exact && word.termTypos === 0 ? word.covers : 0;
      }
      const seen = new Set<string>(word.term === null ? [] : [word.term]);
      for (const alternative of word.alternatives) {
        const key = alternative.words.join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        const postings = alternative.words.length === 1 ? store.terms.get(key) : phrasePostings(store, alternative.words);
        if (postings && postings.docs.length > 0) expansions.push({ postings, typos: alternative.typos, exact: alternative.exact ? word.covers : 0 });
      }
      return { expansions, typoTerms };
    },
    true,
  );
}

/**
 * The records holding every word of a phrase (a synonym or a split), with, per record, the levels that hold all
 * of them, or else every level that holds one.
 */
function phrasePostings(store: IndexStore, words: string[]): Postings | undefined {
  return store.cached(
    `phrase:${words.join(' ')}`,
    () => {
      const lists = words.map((word) => store.terms.get(word));
      if (lists.some((list) => list === undefined)) return undefined;
      const sorted = (lists as Postings[]).sort((a, b) => a.docs.length - b.docs.length);
      const [first, ...rest] = sorted as [Postings, ...Postings[]];
      const merged: Postings = { docs: [], masks: [], values: [] };
      const cursors = rest.map(() => 0);
      for (let k = 0; k < first.docs.length; k += 1) {
        const slot = first.docs[k]!;
        let all = first.masks[k]! & levelBits;
        let any = all;
        let shared = first.values[k]!;
        let inAll = true;
        for (let r = 0; r < rest.length && inAll; r += 1) {
          const list = rest[r]!;
          const at = lowerBound(list.docs, slot, cursors[r]!);
          cursors[r] = at;
          if (list.docs[at] !== slot) inAll = false;
          else {
            all &= list.masks[at]!;
            any |= list.masks[at]! & levelBits;
            shared &= list.values[at]!;
          }
        }
        if (!inAll) continue;
        merged.docs.push(slot);
        merged.masks.push(all !== 0 ? all : any);
        merged.values.push(shared);
      }
      return merged;
    },
    true,
  );
}

function expand(store: IndexStore, word: string, isLast: boolean, typoTolerance: boolean, onTypo: (term: string) => void, found: Set<string>): Expansion[] {
  const expansions: Expansion[] = [];
  const exact = store.terms.get(word);
  if (exact) expansions.push({ postings: exact, typos: 0, exact: 1 });
  found.add(word);
  if (isLast && word.length <= mergedPrefixLength) {
    // Short prefixes expand to hundreds of terms: one merged list walks each record once.
    const merged = mergedPrefixPostings(store, word);
    if (merged.docs.length > 0) expansions.push({ postings: merged, typos: 0, exact: 0 });
  } else if (isLast) {
    for (const [term, postings] of store.trie.atPrefix(word)) {
      if (found.has(term)) continue;
      found.add(term);
      expansions.push({ postings, typos: 0, exact: 0 });
    }
  }
  const maxTypos = typoTolerance ? allowedTypos(word) : 0;
  if (maxTypos === 0) return expansions;
  for (const [term, [postings, distance]] of store.trie.fuzzyGet(word, maxTypos)) {
    const typos = typoCount(word, term, distance, maxTypos);
    if (typos === null || found.has(term)) continue;
    found.add(term);
    onTypo(term);
    expansions.push({ postings, typos, exact: 0 });
  }
  // Levenshtein counts a swap of neighbours as two edits; Algolia counts it as one typo. A swapped word may also
  // be a prefix (the last word: 'riftbron' → 'riftborn…') or, from 8 letters, carry a second typo.
  const consider = (term: string, postings: Postings, distance: number) => {
    const typos = typoCount(word, term, distance, maxTypos);
    if (typos === null || typos > maxTypos || found.has(term)) return;
    found.add(term);
    onTypo(term);
    expansions.push({ postings, typos, exact: 0 });
  };
  for (let i = 0; i + 1 < word.length; i += 1) {
    if (word[i] === word[i + 1]) continue;
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    const postings = store.terms.get(swapped);
    if (postings) consider(swapped, postings, 1);
    if (isLast) for (const [term, prefixed] of store.trie.atPrefix(swapped)) consider(term, prefixed, 1);
    if (maxTypos >= 2) for (const [term, [near, distance]] of store.trie.fuzzyGet(swapped, 1)) consider(term, near, 1 + distance);
  }
  return expansions;
}

/**
 * Algolia counts a typo on the first letter as two ('Tichael' is 2 typos from 'Michael') and allows a third typo
 * only after one there: so a word allowed one typo never changes its first letter ('steam' does not find the
 * 'team' of every description), and a longer word may, at one typo more. Null when the term is out of reach.
 */
export function typoCount(word: string, term: string, distance: number, maxTypos: number): number | null {
  if (term[0] === word[0]) return distance;
  return maxTypos >= 2 ? distance + 1 : null;
}

/**
 * Last words up to this length are typo-free (typos start at 4 characters) and match by prefix only, so all
 * their prefix terms count alike and can be merged: per record, the union of the levels the terms occur in.
 * Meilisearch keeps a prefix database for the same reason; here it is built on first use and kept per version.
 */
const mergedPrefixLength = 3;

function mergedPrefixPostings(store: IndexStore, prefix: string): Postings {
  return store.cached(`prefix:${prefix}`, () => {
    const union = new Int32Array(store.records.length);
    const unionValues = new Int32Array(store.records.length);
    for (const [term, { docs, masks, values }] of store.trie.atPrefix(prefix)) {
      if (term === prefix) continue;
      for (let k = 0; k < docs.length; k += 1) {
        union[docs[k]!]! |= masks[k]!;
        unionValues[docs[k]!]! |= values[k]!;
      }
    }
    const merged: Postings = { docs: [], masks: [], values: [] };
    for (let slot = 0; slot < union.length; slot += 1) {
      if (union[slot] === 0) continue;
      merged.docs.push(slot);
      merged.masks.push(union[slot]!);
      merged.values.push(unionValues[slot]!);
    }
    return merged;
  });
}
