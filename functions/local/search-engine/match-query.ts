import type { IndexStore, Postings } from './index-store';
import { allowedTypos } from './text-folding';

interface Expansion {
  postings: Postings;
  typos: number;
  exact: boolean;
}

/** Per-slot match details of the candidates, valid for the slots listed in `slots`. */
export interface QueryMatches {
  slots: number[];
  typos: Uint8Array;
  /** Best (lowest) searchable level any query word matched in. */
  level: Uint8Array;
  exactWords: Uint8Array;
  /** Vocabulary terms matched with typos, by query word index, so highlighting marks exactly what matched. */
  typoTerms: Map<string, number>;
}

/**
 * Every record containing all query words (Algolia's default AND), each word matched exactly, with up to its
 * allowed typos, or — for the last word only — as a prefix. Per word the best match counts: fewest typos,
 * lowest searchable level, exactness. Scratch arrays are reused across queries; the engine runs one at a time.
 */
export function matchQuery(store: IndexStore, words: string[], scratch: Scratch, typoTolerance: boolean): QueryMatches {
  store.ensureIndexed();
  const size = store.records.length;
  scratch.ensure(size);
  const { mark, matched, wordTypos, wordLevel, wordExact, typos, level, exactWords } = scratch;
  const query = scratch.nextQuery();
  const typoTerms = new Map<string, number>();
  const expansions = words.map((word, i) => {
    const expansion = expandCached(store, word, i === words.length - 1, typoTolerance);
    for (const term of expansion.typoTerms) typoTerms.set(term, i);
    return expansion.expansions;
  });
  // Most selective word first keeps the candidate list short.
  const order = words.map((_, i) => i).sort((a, b) => weight(expansions[a]!) - weight(expansions[b]!));
  let slots: number[] = [];
  order.forEach((wordIndex, step) => {
    const seen: number[] = step === 0 ? slots : [];
    for (const expansion of expansions[wordIndex]!) {
      const { docs, masks } = expansion.postings;
      for (let k = 0; k < docs.length; k += 1) {
        const slot = docs[k]!;
        if (store.records[slot] === undefined) continue;
        const wordLevelHere = 31 - Math.clz32(masks[k]! & -masks[k]!);
        if (step === 0 && mark[slot] !== query) {
          mark[slot] = query;
          matched[slot] = 0;
        } else if (mark[slot] !== query) continue;
        if (matched[slot] === step) {
          matched[slot] = step + 1;
          wordTypos[slot] = expansion.typos;
          wordLevel[slot] = wordLevelHere;
          wordExact[slot] = expansion.exact ? 1 : 0;
          if (step === 0) seen.push(slot);
        } else if (matched[slot] === step + 1) {
          if (expansion.typos < wordTypos[slot]!) wordTypos[slot] = expansion.typos;
          if (wordLevelHere < wordLevel[slot]!) wordLevel[slot] = wordLevelHere;
          if (expansion.exact) wordExact[slot] = 1;
        }
      }
    }
    const survivors = step === 0 ? seen : slots.filter((slot) => matched[slot] === step + 1);
    for (const slot of survivors) {
      typos[slot] = (step === 0 ? 0 : typos[slot]!) + wordTypos[slot]!;
      level[slot] = step === 0 ? wordLevel[slot]! : Math.min(level[slot]!, wordLevel[slot]!);
      exactWords[slot] = (step === 0 ? 0 : exactWords[slot]!) + wordExact[slot]!;
    }
    slots = survivors;
  });
  return { slots, typos, level, exactWords, typoTerms };
}

/** Expansions depend on the vocabulary only, and typing repeats words, so they are kept per version. */
function expandCached(store: IndexStore, word: string, isLast: boolean, typoTolerance: boolean) {
  return store.cached(
    `expand:${isLast ? 'p' : 'w'}${typoTolerance ? 't' : 'n'}:${word}`,
    () => {
      const typoTerms: string[] = [];
      const expansions = expand(store, word, isLast, typoTolerance, (term) => typoTerms.push(term));
      return { expansions, typoTerms };
    },
    true,
  );
}

function expand(store: IndexStore, word: string, isLast: boolean, typoTolerance: boolean, onTypo: (term: string) => void): Expansion[] {
  const expansions: Expansion[] = [];
  const found = new Set<string>();
  const exact = store.terms.get(word);
  if (exact) expansions.push({ postings: exact, typos: 0, exact: true });
  found.add(word);
  if (isLast) {
    for (const [term, postings] of store.trie.atPrefix(word)) {
      if (found.has(term)) continue;
      found.add(term);
      expansions.push({ postings, typos: 0, exact: false });
    }
  }
  const maxTypos = typoTolerance ? allowedTypos(word) : 0;
  if (maxTypos === 0) return expansions;
  for (const [term, [postings, distance]] of store.trie.fuzzyGet(word, maxTypos)) {
    if (found.has(term)) continue;
    found.add(term);
    onTypo(term);
    expansions.push({ postings, typos: distance, exact: false });
  }
  // Levenshtein counts a swap of neighbours as two edits; Algolia counts it as one typo.
  for (let i = 0; i + 1 < word.length; i += 1) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    const postings = found.has(swapped) ? undefined : store.terms.get(swapped);
    if (!postings) continue;
    found.add(swapped);
    onTypo(swapped);
    expansions.push({ postings, typos: 1, exact: false });
  }
  return expansions;
}

function weight(expansions: Expansion[]): number {
  return expansions.reduce((sum, expansion) => sum + expansion.postings.docs.length, 0);
}

/** Reusable per-slot arrays; `mark` tells which query last touched a slot, so nothing is cleared between queries. */
export class Scratch {
  mark = new Uint32Array(0);
  matched = new Uint8Array(0);
  wordTypos = new Uint8Array(0);
  wordLevel = new Uint8Array(0);
  wordExact = new Uint8Array(0);
  typos = new Uint8Array(0);
  level = new Uint8Array(0);
  exactWords = new Uint8Array(0);
  private query = 0;

  ensure(size: number): void {
    if (this.mark.length >= size) return;
    const capacity = Math.max(size, this.mark.length * 2, 1024);
    this.mark = new Uint32Array(capacity);
    this.matched = new Uint8Array(capacity);
    this.wordTypos = new Uint8Array(capacity);
    this.wordLevel = new Uint8Array(capacity);
    this.wordExact = new Uint8Array(capacity);
    this.typos = new Uint8Array(capacity);
    this.level = new Uint8Array(capacity);
    this.exactWords = new Uint8Array(capacity);
    this.query = 0;
  }

  nextQuery(): number {
    this.query = this.query >= 0xfffffff0 ? 1 : this.query + 1;
    if (this.query === 1) this.mark.fill(0);
    return this.query;
  }
}
