import { expandCached, levelBits, lowerBound, type Expansion } from './expand-word';
import { wholeValueBit, type IndexStore, type Postings } from './index-store';
import type { QueryWord } from './query-plan';

export { expandCached, type Expansion } from './expand-word';
import type { SlotSet } from './slot-set';


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
  /** Query words matched per slot, or the count every match shares (all of them, unless words were optional). */
  words: Uint8Array | number;
  /** Per slot, the short values every query unit matched in (their value bits ANDed): where the words are close. */
  together: Int32Array;
  /** Query units of the reading each slot matched by (a concatenation is one unit), or the count all share. */
  units: Uint8Array | number;
  /** Vocabulary terms matched with typos, by query word index, so highlighting marks exactly what matched. */
  typoTerms: Map<string, number>;
  /** The slots of the searched set that did not match, in a scratch buffer valid until the next query. */
  unmatched(): Int32Array;
}

/**
 * Every record of `within` containing all query units (Algolia's default AND), each matched exactly, with up to
 * its allowed typos, as a prefix (the last word only) or through one of its alternatives. Per unit the best match
 * counts: fewest typos, lowest searchable level, exactness. With `wholeExact` (a one-word query and Algolia's
 * `exactOnSingleWordQuery: 'attribute'`), a match is exact only where the word is a whole attribute value.
 * Scratch arrays are reused across queries; the engine runs one at a time.
 */
export function matchQuery(store: IndexStore, words: QueryWord[], scratch: Scratch, typoTolerance: boolean, within: SlotSet, wholeExact = false): QueryMatches {
  store.ensureIndexed();
  const size = store.records.length;
  scratch.ensure(size);
  const { mark, matched, wordTypos, wordLevel, wordExact, wordValues, together, typos, level, exactWords, slotList } = scratch;
  const { records } = store;
  const { bits } = within;
  const query = scratch.nextQuery();
  const typoTerms = new Map<string, number>();
  const expansions = words.map((word) => {
    const expansion = expandCached(store, word, typoTolerance);
    for (const term of expansion.typoTerms) typoTerms.set(term, word.start);
    return expansion.expansions;
  });
  const wordCount = words.reduce((sum, word) => sum + word.covers, 0);
  // Most selective word first keeps the candidate list short.
  const order = words.map((_, i) => i).sort((a, b) => weight(expansions[a]!) - weight(expansions[b]!));
  // The candidates live in `slotList[0 … count)`: the first word fills it, each later word compacts it in place.
  // `matched[slot]` counts the words a candidate has matched so far.
  let count = 0;
  // When each word's expansions agree on typos and exactness, so do all matches: only the level varies per slot.
  const sameTypos = sharedCount(expansions, (expansion) => expansion.typos);
  const sameExact = wholeExact ? null : sharedCount(expansions, (expansion) => expansion.exact);
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
      together[slot] = -1;
      slotList[count++] = slot;
    }
  }
  order.forEach((wordIndex, step) => {
    const first = step === 0 && !seeded;
    let sorted = false;
    for (const expansion of expansions[wordIndex]!) {
      const { docs, masks, values } = expansion.postings;
      const expansionTypos = expansion.typos;
      const expansionExact = expansion.exact;
      if (first) {
        count = fillFirst(scratch, records, bits, query, expansion, perSlot, count, wholeExact);
        continue;
      }
      // Few candidates against a long list: look each candidate up instead of walking the list. A common term
      // ('the', 'edition') gets a level per slot; a rarer one is searched by bisection.
      if (count * 4 < docs.length && docs.length * 8 >= size) {
        const { maskBySlot, valuesBySlot } = masksBySlot(expansion.postings, size);
        for (let i = 0; i < count; i += 1) {
          const slot = slotList[i]!;
          const maskHere = maskBySlot[slot]!;
          if (maskHere !== 0) keepBest(scratch, slot, step, maskHere, valuesBySlot[slot]!, expansionTypos, expansionExact);
        }
      } else if (count * 16 < docs.length) {
        if (!sorted) slotList.subarray(0, count).sort();
        sorted = true;
        let k = 0;
        for (let i = 0; i < count && k < docs.length; i += 1) {
          const slot = slotList[i]!;
          k = lowerBound(docs, slot, k);
          if (docs[k] === slot) keepBest(scratch, slot, step, masks[k]!, values[k]!, expansionTypos, expansionExact);
        }
      } else {
        for (let k = 0; k < docs.length; k += 1) {
          const slot = docs[k]!;
          if (mark[slot] === query) keepBest(scratch, slot, step, masks[k]!, values[k]!, expansionTypos, expansionExact);
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
      together[slot] = together[slot]! & wordValues[slot]!;
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
    const unitCount = words.length;
    let left = 0;
    for (let i = 0; i < within.slots.length; i += 1) {
      const slot = within.slots[i]!;
      if (mark[slot] !== query || matched[slot] !== unitCount) out[left++] = slot;
    }
    return out.subarray(0, left);
  };
  return { slots, typos: perSlot ? typos : sameTypos!, level, exactWords: perSlot ? exactWords : sameExact!, words: wordCount, together, units: words.length, typoTerms, unmatched };
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
function keepBest(scratch: Scratch, slot: number, step: number, mask: number, valueBits: number, expansionTypos: number, expansionExact: number): void {
  const { matched, wordTypos, wordLevel, wordExact, wordValues } = scratch;
  const state = matched[slot]!;
  const levelHere = lowestLevel(mask);
  if (state === step) {
    matched[slot] = step + 1;
    wordTypos[slot] = expansionTypos;
    wordLevel[slot] = levelHere;
    wordExact[slot] = expansionExact;
    wordValues[slot] = valueBits;
  } else if (state === step + 1) {
    if (expansionTypos < wordTypos[slot]!) wordTypos[slot] = expansionTypos;
    if (levelHere < wordLevel[slot]!) wordLevel[slot] = levelHere;
    if (expansionExact > wordExact[slot]!) wordExact[slot] = expansionExact;
    wordValues[slot] = wordValues[slot]! | valueBits;
  }
}

/** The lowest searchable level a mask has a bit for. */
export function lowestLevel(mask: number): number {
  const levels = mask & levelBits;
  return 31 - Math.clz32(levels & -levels);
}

/** The postings' masks and value bits by slot (0 where the term is absent), built once per list while the records do not change. */
function masksBySlot(postings: Postings, size: number): { maskBySlot: Int32Array; valuesBySlot: Int32Array } {
  if (postings.maskBySlot === undefined || postings.maskBySlot.length < size || postings.valuesBySlot === undefined) {
    const masks = new Int32Array(size);
    const values = new Int32Array(size);
    for (let k = 0; k < postings.docs.length; k += 1) {
      masks[postings.docs[k]!] = postings.masks[k]!;
      values[postings.docs[k]!] = postings.values[k]!;
    }
    postings.maskBySlot = masks;
    postings.valuesBySlot = values;
  }
  return { maskBySlot: postings.maskBySlot, valuesBySlot: postings.valuesBySlot };
}

/**
 * The first word's expansion, written straight to the per-query totals: a record seen for the first time becomes
 * a candidate (if `bits` lets it), one seen in an earlier expansion of the word keeps its best match. Typos and
 * exactness are written only when matches differ in them (`perSlot`).
 */
function fillFirst(scratch: Scratch, records: IndexStore['records'], bits: Uint8Array | null, query: number, expansion: Expansion, perSlot: boolean, count: number, wholeExact: boolean): number {
  const { mark, matched, typos, level, exactWords, together, slotList } = scratch;
  const { docs, masks, values } = expansion.postings;
  const expansionTypos = expansion.typos;
  const expansionExact = expansion.exact;
  for (let k = 0; k < docs.length; k += 1) {
    const slot = docs[k]!;
    const mask = masks[k]!;
    const levelHere = lowestLevel(mask);
    const exactHere = wholeExact && (mask & wholeValueBit) === 0 ? 0 : expansionExact;
    if (mark[slot] === query) {
      if (levelHere < level[slot]!) level[slot] = levelHere;
      together[slot] = together[slot]! | values[k]!;
      if (!perSlot) continue;
      if (expansionTypos < typos[slot]!) typos[slot] = expansionTypos;
      if (exactHere > exactWords[slot]!) exactWords[slot] = exactHere;
      continue;
    }
    if (bits === null ? records[slot] === undefined : bits[slot] === 0) continue;
    mark[slot] = query;
    matched[slot] = 1;
    level[slot] = levelHere;
    together[slot] = values[k]!;
    slotList[count++] = slot;
    if (!perSlot) continue;
    typos[slot] = expansionTypos;
    exactWords[slot] = exactHere;
  }
  return count;
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
  wordValues = new Int32Array(0);
  together = new Int32Array(0);
  words = new Uint8Array(0);
  wordBits = new Uint32Array(0);
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
    this.wordValues = new Int32Array(capacity);
    this.together = new Int32Array(capacity);
    this.words = new Uint8Array(capacity);
    this.wordBits = new Uint32Array(capacity);
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
