import type { IndexStore, Postings } from './index-store';
import type { SlotSet } from './slot-set';
import { allowedTypos } from './text-folding';

interface Expansion {
  postings: Postings;
  typos: number;
  exact: boolean;
}

/** Per-slot match details of the candidates, valid for the slots listed in `slots`. */
export interface QueryMatches {
  /** A view on a scratch buffer: valid until the next query. */
  slots: Int32Array;
  /** Typos per slot, or the count every match shares (each word's expansions agree: 'o', 'roblox'), which spares writing it per slot. */
  typos: Uint8Array | number;
  /** Best (lowest) searchable level any query word matched in. */
  level: Uint8Array;
  /** Exact words per slot, or the count every match shares. */
  exactWords: Uint8Array | number;
  /** Vocabulary terms matched with typos, by query word index, so highlighting marks exactly what matched. */
  typoTerms: Map<string, number>;
  /** The slots of the searched set that did not match, in a scratch buffer valid until the next query. */
  unmatched(): Int32Array;
}

/**
 * Every record of `within` containing all query words (Algolia's default AND), each word matched exactly, with up
 * to its allowed typos, or — for the last word only — as a prefix. Per word the best match counts: fewest typos,
 * lowest searchable level, exactness. Scratch arrays are reused across queries; the engine runs one at a time.
 */
export function matchQuery(store: IndexStore, words: string[], scratch: Scratch, typoTolerance: boolean, within: SlotSet): QueryMatches {
  store.ensureIndexed();
  const size = store.records.length;
  scratch.ensure(size);
  const { mark, matched, wordTypos, wordLevel, wordExact, typos, level, exactWords, slotList } = scratch;
  const { records } = store;
  const { bits } = within;
  const query = scratch.nextQuery();
  const typoTerms = new Map<string, number>();
  const expansions = words.map((word, i) => {
    const expansion = expandCached(store, word, i === words.length - 1, typoTolerance);
    for (const term of expansion.typoTerms) typoTerms.set(term, i);
    return expansion.expansions;
  });
  // Most selective word first keeps the candidate list short.
  const order = words.map((_, i) => i).sort((a, b) => weight(expansions[a]!) - weight(expansions[b]!));
  // The candidates live in `slotList[0 … count)`: the first word fills it, each later word compacts it in place.
  // `matched[slot]` counts the words a candidate has matched so far.
  let count = 0;
  // When each word's expansions agree on typos and exactness, so do all matches: only the level varies per slot.
  const sameTypos = sharedCount(expansions, (expansion) => expansion.typos);
  const sameExact = sharedCount(expansions, (expansion) => (expansion.exact ? 1 : 0));
  const perSlot = sameTypos === null || sameExact === null;
  // A filter passing far fewer records than the rarest word's lists hold seeds the candidates, so every word only
  // narrows them; otherwise the first word fills them and the filter just turns records away.
  const seeded = bits !== null && within.slots.length * 4 < weight(expansions[order[0]!]!);
  if (seeded) {
    for (const slot of within.slots) {
      mark[slot] = query;
      matched[slot] = 0;
      typos[slot] = 0;
      level[slot] = 255;
      exactWords[slot] = 0;
      slotList[count++] = slot;
    }
  }
  order.forEach((wordIndex, step) => {
    const first = step === 0 && !seeded;
    let sorted = false;
    for (const expansion of expansions[wordIndex]!) {
      const { docs, masks } = expansion.postings;
      const expansionTypos = expansion.typos;
      const expansionExact = expansion.exact ? 1 : 0;
      if (first) {
        count = fillFirst(scratch, records, bits, query, expansion, perSlot, count);
        continue;
      }
      // Few candidates against a long list: look each candidate up instead of walking the list. A common term
      // ('the', 'edition') gets a level per slot; a rarer one is searched by bisection.
      if (count * 4 < docs.length && docs.length * 8 >= size) {
        const levelBySlot = levelsBySlot(expansion.postings, size);
        for (let i = 0; i < count; i += 1) {
          const slot = slotList[i]!;
          const levelHere = levelBySlot[slot]!;
          if (levelHere !== 0) keepBest(scratch, slot, step, levelHere - 1, expansionTypos, expansionExact);
        }
      } else if (count * 16 < docs.length) {
        if (!sorted) slotList.subarray(0, count).sort();
        sorted = true;
        let k = 0;
        for (let i = 0; i < count && k < docs.length; i += 1) {
          const slot = slotList[i]!;
          k = lowerBound(docs, slot, k);
          if (docs[k] === slot) keepBest(scratch, slot, step, lowestLevel(masks[k]!), expansionTypos, expansionExact);
        }
      } else {
        for (let k = 0; k < docs.length; k += 1) {
          const slot = docs[k]!;
          if (mark[slot] === query) keepBest(scratch, slot, step, lowestLevel(masks[k]!), expansionTypos, expansionExact);
        }
      }
    }
    if (first) return;
    let kept = 0;
    for (let i = 0; i < count; i += 1) {
      const slot = slotList[i]!;
      if (matched[slot] !== step + 1) continue;
      slotList[kept++] = slot;
      if (wordLevel[slot]! < level[slot]!) level[slot] = wordLevel[slot]!;
      if (!perSlot) continue;
      typos[slot] = typos[slot]! + wordTypos[slot]!;
      exactWords[slot] = exactWords[slot]! + wordExact[slot]!;
    }
    count = kept;
  });
  const slots = slotList.subarray(0, count);
  // A match carries this query's mark and has matched every word; anything else in `within` did not match.
  const unmatched = () => {
    if (count === within.slots.length) return within.slots.subarray(0, 0);
    const out = scratch.take(within.slots.length);
    const wordCount = words.length;
    let left = 0;
    for (let i = 0; i < within.slots.length; i += 1) {
      const slot = within.slots[i]!;
      if (mark[slot] !== query || matched[slot] !== wordCount) out[left++] = slot;
    }
    return out.subarray(0, left);
  };
  return { slots, typos: perSlot ? typos : sameTypos, level, exactWords: perSlot ? exactWords : sameExact, typoTerms, unmatched };
}

/** The sum over words of what every expansion of the word has in common, or null when some word's expansions differ. */
function sharedCount(expansions: Expansion[][], of: (expansion: Expansion) => number): number | null {
  let sum = 0;
  for (const word of expansions) {
    if (word.length === 0) continue;
    const value = of(word[0]!);
    if (word.some((expansion) => of(expansion) !== value)) return null;
    sum += value;
  }
  return sum;
}

/** A candidate found by the word of `step`: its first expansion for this word sets the word's match, later ones improve it. */
function keepBest(scratch: Scratch, slot: number, step: number, levelHere: number, expansionTypos: number, expansionExact: number): void {
  const { matched, wordTypos, wordLevel, wordExact } = scratch;
  const state = matched[slot]!;
  if (state === step) {
    matched[slot] = step + 1;
    wordTypos[slot] = expansionTypos;
    wordLevel[slot] = levelHere;
    wordExact[slot] = expansionExact;
  } else if (state === step + 1) {
    if (expansionTypos < wordTypos[slot]!) wordTypos[slot] = expansionTypos;
    if (levelHere < wordLevel[slot]!) wordLevel[slot] = levelHere;
    if (expansionExact === 1) wordExact[slot] = 1;
  }
}

/** The lowest searchable level a mask has a bit for. */
function lowestLevel(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/** The postings as the lowest level + 1 per slot, built once per list while the records do not change. */
function levelsBySlot(postings: Postings, size: number): Uint8Array {
  if (postings.levelBySlot === undefined || postings.levelBySlot.length < size) {
    const levels = new Uint8Array(size);
    for (let k = 0; k < postings.docs.length; k += 1) levels[postings.docs[k]!] = lowestLevel(postings.masks[k]!) + 1;
    postings.levelBySlot = levels;
  }
  return postings.levelBySlot;
}

/**
 * The first word's expansion, written straight to the per-query totals: a record seen for the first time becomes
 * a candidate (if `bits` lets it), one seen in an earlier expansion of the word keeps its best match. Typos and
 * exactness are written only when matches differ in them (`perSlot`).
 */
function fillFirst(scratch: Scratch, records: IndexStore['records'], bits: Uint8Array | null, query: number, expansion: Expansion, perSlot: boolean, count: number): number {
  const { mark, matched, typos, level, exactWords, slotList } = scratch;
  const { docs, masks } = expansion.postings;
  const expansionTypos = expansion.typos;
  const expansionExact = expansion.exact ? 1 : 0;
  for (let k = 0; k < docs.length; k += 1) {
    const slot = docs[k]!;
    const levelHere = lowestLevel(masks[k]!);
    if (mark[slot] === query) {
      if (levelHere < level[slot]!) level[slot] = levelHere;
      if (!perSlot) continue;
      if (expansionTypos < typos[slot]!) typos[slot] = expansionTypos;
      if (expansionExact === 1) exactWords[slot] = 1;
      continue;
    }
    if (bits === null ? records[slot] === undefined : bits[slot] === 0) continue;
    mark[slot] = query;
    matched[slot] = 1;
    level[slot] = levelHere;
    slotList[count++] = slot;
    if (!perSlot) continue;
    typos[slot] = expansionTypos;
    exactWords[slot] = expansionExact;
  }
  return count;
}

/** First position at or after `from` whose slot is ≥ `slot` (postings list slots in ascending order). */
function lowerBound(docs: number[], slot: number, from: number): number {
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
  if (isLast && word.length <= mergedPrefixLength) {
    // Short prefixes expand to hundreds of terms: one merged list walks each record once.
    const merged = mergedPrefixPostings(store, word);
    if (merged.docs.length > 0) expansions.push({ postings: merged, typos: 0, exact: false });
  } else if (isLast) {
    for (const [term, postings] of store.trie.atPrefix(word)) {
      if (found.has(term)) continue;
      found.add(term);
      expansions.push({ postings, typos: 0, exact: false });
    }
  }
  const maxTypos = typoTolerance ? allowedTypos(word) : 0;
  if (maxTypos === 0) return expansions;
  for (const [term, [postings, distance]] of store.trie.fuzzyGet(word, maxTypos)) {
    const typos = typoCount(word, term, distance, maxTypos);
    if (typos === null || found.has(term)) continue;
    found.add(term);
    onTypo(term);
    expansions.push({ postings, typos, exact: false });
  }
  // Levenshtein counts a swap of neighbours as two edits; Algolia counts it as one typo.
  for (let i = 0; i + 1 < word.length; i += 1) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    const typos = typoCount(word, swapped, 1, maxTypos);
    const postings = typos === null || found.has(swapped) ? undefined : store.terms.get(swapped);
    if (!postings) continue;
    found.add(swapped);
    onTypo(swapped);
    expansions.push({ postings, typos: typos!, exact: false });
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
    for (const [term, { docs, masks }] of store.trie.atPrefix(prefix)) {
      if (term === prefix) continue;
      for (let k = 0; k < docs.length; k += 1) union[docs[k]!]! |= masks[k]!;
    }
    const merged: Postings = { docs: [], masks: [] };
    for (let slot = 0; slot < union.length; slot += 1) {
      if (union[slot] === 0) continue;
      merged.docs.push(slot);
      merged.masks.push(union[slot]!);
    }
    return merged;
  });
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
  slotList = new Int32Array(0);
  private other = new Int32Array(0);
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
    this.slotList = new Int32Array(capacity);
    this.query = 0;
  }

  /** A second slot buffer of at least `size` entries, for match sets built outside `matchQuery`. */
  take(size: number): Int32Array {
    if (this.other.length < size) this.other = new Int32Array(Math.max(size, 1024));
    return this.other;
  }

  nextQuery(): number {
    this.query = this.query >= 0xfffffff0 ? 1 : this.query + 1;
    if (this.query === 1) this.mark.fill(0);
    return this.query;
  }
}
