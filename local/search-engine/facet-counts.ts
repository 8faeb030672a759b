import { attributeIndex, type AttributeIndex } from './attribute-index';
import type { IndexStore } from './index-store';
import type { SlotSet } from './slot-set';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

/**
 * Facet names an attributesForFaceting entry declares: `searchable(x)` and `afterDistinct(x)` count, `filterOnly(x)`
 * does not. `afterDistinct` ones are counted over the records distinct keeps.
 */
export function facetAttributes(attributesForFaceting: string[] | undefined): { all: string[]; searchable: Set<string>; afterDistinct: Set<string> } {
  const all: string[] = [];
  const searchable = new Set<string>();
  const afterDistinct = new Set<string>();
  for (const entry of attributesForFaceting ?? []) {
    if (entry.startsWith('filterOnly(')) continue;
    const name = entry.replace(/^afterDistinct\((.*)\)$/, '$1');
    const inner = name.replace(/^searchable\((.*)\)$/, '$1');
    if (inner !== name) searchable.add(inner);
    if (name !== entry) afterDistinct.add(inner);
    all.push(inner);
  }
  return { all, searchable, afterDistinct };
}

/**
 * Counts of a facet's values over the matching records: the value ids that occur, with their counts, in buffers
 * valid until the next count. When the matches are most of the records the filter lets through (a one-letter
 * prefix, 'o'), the records left out are counted instead and taken from the totals over the filter, which are
 * kept while the records do not change.
 */
export function countValues(store: IndexStore, attribute: string, matched: Int32Array, within: SlotSet, leftOut: Int32Array | null = null) {
  const index = attributeIndex(store, attribute);
  const { counters } = index;
  if (leftOut === null) tally(index, matched, 1);
  else {
    counters.set(store.cached(`totals:${within.key}:${attribute}`, () => totals(index, within.slots), true));
    tally(index, leftOut, -1);
  }
  const size = counters.length - 1;
  if (presentBuffer.length < size) {
    presentBuffer = new Int32Array(size * 2);
    countBuffer = new Int32Array(size * 2);
  }
  let found = 0;
  for (let id = 0; id < size; id += 1) {
    const count = counters[id + 1]!;
    if (count === 0) continue;
    presentBuffer[found] = id;
    countBuffer[found++] = count;
  }
  counters.fill(0);
  const present = presentBuffer.subarray(0, found);
  const counts = countBuffer.subarray(0, found);
  return { present, counts, values: index.values, numeric: index.numericValue, nameRank: index.nameRank, byName: index.byName };
}

/** The value ids found and their counts, lent to one count at a time (the engine is single-threaded) instead of new arrays per facet per search. */
let presentBuffer = new Int32Array(256);
let countBuffer = new Int32Array(256);
let keyBuffer = new Float64Array(256);

/** Whether to count the records left out rather than the matches: fewer of them, by a margin worth the extra pass. */
export function countsLeftOut(matched: Int32Array, within: SlotSet): boolean {
  return matched.length * 3 > within.slots.length * 2;
}

/** Adds `by` to the counter of each value of each slot. Counter 0 takes the slots without a value, so the loops need no branch. */
function tally({ starts, ids, counters, single }: AttributeIndex, slots: Int32Array, by: number): void {
  if (single) {
    for (let i = 0; i < slots.length; i += 1) counters[single[slots[i]!]! + 1]! += by;
    return;
  }
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i]!;
    const end = starts[slot + 1]!;
    for (let at = starts[slot]!; at < end; at += 1) counters[ids[at]! + 1]! += by;
  }
}

function totals(index: AttributeIndex, slots: Int32Array): Int32Array {
  tally(index, slots, 1);
  const copy = index.counters.slice();
  index.counters.fill(0);
  return copy;
}

/**
 * The slots to count, the set they were drawn from, and the rest of that set. Without `unmatched` (the records
 * distinct keeps are no complement of anything) the slots themselves are always counted.
 */
export interface FacetMatches {
  slots: Int32Array;
  within: SlotSet;
  unmatched?: () => Int32Array;
}

/** Algolia's `facets` and `facets_stats` for the requested attributes, values by count then name, at most `limit` each. */
export function facetCounts(store: IndexStore, attributes: string[], matches: FacetMatches, limit: number) {
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  const { slots: matched, within } = matches;
  const leftOut = attributes.length > 0 && matches.unmatched && countsLeftOut(matched, within) ? matches.unmatched() : null;
  for (const attribute of attributes) {
    const { counts, present, values, numeric, nameRank, byName } = countValues(store, attribute, matched, within, leftOut);
    let allNumeric = true;
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    let total = 0;
    for (let i = 0; i < present.length; i += 1) {
      const count = counts[i]!;
      const number = numeric[present[i]!]!;
      if (Number.isNaN(number)) allNumeric = false;
      else {
        min = Math.min(min, number);
        max = Math.max(max, number);
        sum += number * count;
        total += count;
      }
    }
    // Count then name as one number per value, sorted natively: (most - count) · values + name rank.
    const most = Math.max(matched.length, within.slots.length) + 1;
    const width = values.length;
    if (keyBuffer.length < present.length) keyBuffer = new Float64Array(present.length * 2);
    const keys = keyBuffer.subarray(0, present.length);
    for (let i = 0; i < present.length; i += 1) keys[i] = (most - counts[i]!) * width + nameRank[present[i]!]!;
    keys.sort();
    const facet: Record<string, number> = {};
    for (let i = 0; i < keys.length && i < limit; i += 1) {
      const key = keys[i]!;
      facet[values[byName[key % width]!]!] = most - Math.floor(key / width);
    }
    facets[attribute] = facet;
    if (allNumeric && total > 0) stats[attribute] = { min, max, avg: sum / total, sum };
  }
  return { facets, stats };
}
