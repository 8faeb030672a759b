import { attributeValues, facetKey, facetText } from './filters/attribute-values';
import type { IndexStore } from './index-store';

/** One attribute's values across the records, for filtering and facet counting without touching the records again. */
export interface AttributeIndex {
  /** Display value of each value id (the first spelling seen). */
  values: string[];
  /** Value ids of slot `s`: `ids[starts[s]] … ids[starts[s + 1] - 1]`. */
  starts: Int32Array;
  ids: Int32Array;
  /** The value id of each slot (-1 for none) when no record holds more than one value, for a tighter count loop. */
  single: Int32Array | null;
  /** Slots per folded-case value, for facet filters. */
  slotsByKey: Map<string, number[]>;
  /** Numeric values sorted ascending with their slots, for comparisons and ranges. */
  numbers: Float64Array;
  numberSlots: Int32Array;
  /** Each value id's place in the values sorted by name, and the ids in that order: facet values order by count then name without string compares. */
  nameRank: Int32Array;
  byName: Int32Array;
  /** The value as a number per value id (NaN when it is not numeric), for facet statistics. */
  numericValue: Float64Array;
  /** Zeroed counters (value id + 1; 0 for none), lent to one facet count at a time (the engine is single-threaded). */
  counters: Int32Array;
}

/** The attribute's index for the store's current version, built on first use. */
export function attributeIndex(store: IndexStore, attribute: string): AttributeIndex {
  return store.cached(`attribute:${attribute}`, () => buildAttributeIndex(store, attribute));
}

function buildAttributeIndex(store: IndexStore, attribute: string): AttributeIndex {
  const count = store.records.length;
  const idOf = new Map<string, number>();
  const values: string[] = [];
  const numericValue: number[] = [];
  const starts = new Int32Array(count + 1);
  const ids: number[] = [];
  const slotsByKey = new Map<string, number[]>();
  const pairs: [number, number][] = [];
  for (let slot = 0; slot < count; slot += 1) {
    starts[slot] = ids.length;
    const record = store.records[slot];
    if (!record) continue;
    for (const raw of attributeValues(record, attribute)) {
      const text = facetText(raw);
      if (text === null) continue;
      let id = idOf.get(text);
      if (id === undefined) {
        id = values.length;
        idOf.set(text, id);
        values.push(text);
        numericValue.push(typeof raw === 'number' ? raw : NaN);
      }
      ids.push(id);
      const key = facetKey(text);
      const slots = slotsByKey.get(key);
      if (slots) slots.push(slot);
      else slotsByKey.set(key, [slot]);
      if (typeof raw === 'number') pairs.push([raw, slot]);
    }
  }
  starts[count] = ids.length;
  let single: Int32Array | null = new Int32Array(count).fill(-1);
  for (let slot = 0; slot < count && single; slot += 1) {
    const width = starts[slot + 1]! - starts[slot]!;
    if (width > 1) single = null;
    else if (width === 1) single[slot] = ids[starts[slot]!]!;
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const byName = Int32Array.from(values.map((_, id) => id).sort((a, b) => (values[a]! < values[b]! ? -1 : 1)));
  const nameRank = new Int32Array(values.length);
  byName.forEach((id, rank) => (nameRank[id] = rank));
  return {
    values,
    starts,
    ids: Int32Array.from(ids),
    single,
    slotsByKey,
    numbers: Float64Array.from(pairs, (pair) => pair[0]),
    numberSlots: Int32Array.from(pairs, (pair) => pair[1]),
    nameRank,
    byName,
    numericValue: Float64Array.from(numericValue),
    counters: new Int32Array(values.length + 1),
  };
}
