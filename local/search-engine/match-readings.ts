import type { IndexStore } from './index-store';
import { matchOptional } from './match-optional';
import { matchQuery, type QueryMatches, type Scratch } from './match-query';
import type { QueryWord } from './query-plan';
import type { SlotSet } from './slot-set';

/** Units Algolia-style optional matching can track per record (one bit each). */
const maxOptionalUnits = 31;

/**
 * The records matching any reading of the query, each with its best reading's figures: more words matched, then
 * fewer typos, more exact words, a better level. `optional` names the typed words (bit i for word i) that need not
 * match; null is Algolia's default, every word required. One reading without optional words is the AND matcher's
 * answer as is, which is what nearly every search is.
 */
export function matchReadings(store: IndexStore, readings: QueryWord[][], scratch: Scratch, typoTolerance: boolean, within: SlotSet, optional: number | null, wholeExact: boolean): QueryMatches {
  const run = (units: QueryWord[]) => {
    if (optional === null || units.length > maxOptionalUnits) return matchQuery(store, units, scratch, typoTolerance, within, wholeExact);
    return matchOptional(store, units, requiredUnits(units, optional), scratch, typoTolerance, within);
  };
  if (readings.length === 1) return run(readings[0]!);
  const merged = mergeScratch.ensure(store.records.length);
  const query = merged.nextQuery();
  const typoTerms = new Map<string, number>();
  let count = 0;
  for (const units of readings) {
    const found = run(units);
    for (const [term, word] of found.typoTerms) typoTerms.set(term, word);
    const { slots } = found;
    for (let i = 0; i < slots.length; i += 1) {
      const slot = slots[i]!;
      const words = valueAt(found.words, slot);
      const typos = valueAt(found.typos, slot);
      const exact = valueAt(found.exactWords, slot);
      const level = found.level[slot]!;
      if (merged.mark[slot] !== query) {
        merged.mark[slot] = query;
        merged.slots[count++] = slot;
      } else if (!better(words, typos, exact, level, merged, slot)) continue;
      merged.words[slot] = words;
      merged.typos[slot] = typos;
      merged.exactWords[slot] = exact;
      merged.level[slot] = level;
      merged.together[slot] = found.together[slot]!;
      merged.units[slot] = valueAt(found.units, slot);
    }
  }
  const slots = merged.slots.subarray(0, count);
  const unmatched = () => {
    const out = scratch.take(within.slots.length);
    let left = 0;
    for (let i = 0; i < within.slots.length; i += 1) {
      const slot = within.slots[i]!;
      if (merged.mark[slot] !== query) out[left++] = slot;
    }
    return out.subarray(0, left);
  };
  // Without optional words every reading matched all the typed words: the count is shared.
  const typedWords = readings[0]!.reduce((sum, unit) => sum + unit.covers, 0);
  return { slots, typos: merged.typos, level: merged.level, exactWords: merged.exactWords, words: optional === null ? typedWords : merged.words, together: merged.together, units: merged.units, typoTerms, unmatched };
}

/** Bit i set for unit i when any typed word it covers is required. */
function requiredUnits(units: QueryWord[], optional: number): number {
  let required = 0;
  units.forEach((unit, i) => {
    for (let word = unit.start; word < unit.start + unit.covers; word += 1) {
      if ((optional & (1 << word)) === 0) required |= 1 << i;
    }
  });
  return required;
}

function valueAt(values: Uint8Array | number, slot: number): number {
  return typeof values === 'number' ? values : values[slot]!;
}

function better(words: number, typos: number, exact: number, level: number, merged: MergeScratch, slot: number): boolean {
  if (words !== merged.words[slot]) return words > merged.words[slot]!;
  if (typos !== merged.typos[slot]) return typos < merged.typos[slot]!;
  if (exact !== merged.exactWords[slot]) return exact > merged.exactWords[slot]!;
  return level < merged.level[slot]!;
}

/** Per-slot bests across readings, kept apart from the matcher's scratch, which every reading reuses. */
class MergeScratch {
  mark = new Uint32Array(0);
  slots = new Int32Array(0);
  words = new Uint8Array(0);
  typos = new Uint8Array(0);
  exactWords = new Uint8Array(0);
  level = new Uint8Array(0);
  together = new Int32Array(0);
  units = new Uint8Array(0);
  private query = 0;

  ensure(size: number): this {
    if (this.mark.length >= size) return this;
    const capacity = Math.max(size, this.mark.length * 2, 1024);
    this.mark = new Uint32Array(capacity);
    this.slots = new Int32Array(capacity);
    this.words = new Uint8Array(capacity);
    this.typos = new Uint8Array(capacity);
    this.exactWords = new Uint8Array(capacity);
    this.level = new Uint8Array(capacity);
    this.together = new Int32Array(capacity);
    this.units = new Uint8Array(capacity);
    this.query = 0;
    return this;
  }

  nextQuery(): number {
    this.query = this.query >= 0xfffffff0 ? 1 : this.query + 1;
    if (this.query === 1) this.mark.fill(0);
    return this.query;
  }
}

const mergeScratch = new MergeScratch();
