import { attributeIndex } from './attribute-index';
import type { IndexStore } from './index-store';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

/** Facet names an attributesForFaceting entry declares: `searchable(x)` and `afterDistinct(x)` count, `filterOnly(x)` does not. */
export function facetAttributes(attributesForFaceting: string[] | undefined): { all: string[]; searchable: Set<string> } {
  const all: string[] = [];
  const searchable = new Set<string>();
  for (const entry of attributesForFaceting ?? []) {
    if (entry.startsWith('filterOnly(')) continue;
    const name = entry.replace(/^afterDistinct\((.*)\)$/, '$1');
    const inner = name.replace(/^searchable\((.*)\)$/, '$1');
    if (inner !== name) searchable.add(inner);
    all.push(inner);
  }
  return { all, searchable };
}

/**
 * Counts of a facet's values over every matching record: the value ids that occur, with their counts. The index's
 * counters are reset after use instead of allocating a new array per facet per query.
 */
export function countValues(store: IndexStore, attribute: string, slots: Int32Array) {
  const index = attributeIndex(store, attribute);
  const { starts, ids, counters, single } = index;
  // Counter 0 takes the slots without a value, so the loops need no branch; counter `id + 1` counts value `id`.
  if (single) {
    for (let i = 0; i < slots.length; i += 1) counters[single[slots[i]!]! + 1]! += 1;
  } else {
    for (let i = 0; i < slots.length; i += 1) {
      const slot = slots[i]!;
      const end = starts[slot + 1]!;
      for (let at = starts[slot]!; at < end; at += 1) counters[ids[at]! + 1]! += 1;
    }
  }
  const present: number[] = [];
  const counts: number[] = [];
  for (let id = 0; id + 1 < counters.length; id += 1) {
    const count = counters[id + 1]!;
    if (count === 0) continue;
    present.push(id);
    counts.push(count);
  }
  counters.fill(0);
  return { present, counts, values: index.values, numeric: index.numericValue };
}

/** Algolia's `facets` and `facets_stats` for the requested attributes, values by count then name, at most `limit` each. */
export function facetCounts(store: IndexStore, attributes: string[], slots: Int32Array, limit: number) {
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  for (const attribute of attributes) {
    const { counts, present, values, numeric } = countValues(store, attribute, slots);
    let allNumeric = true;
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    let total = 0;
    const order = present.map((_, i) => i);
    present.forEach((id, i) => {
      const count = counts[i]!;
      const number = numeric[id]!;
      if (Number.isNaN(number)) allNumeric = false;
      else {
        min = Math.min(min, number);
        max = Math.max(max, number);
        sum += number * count;
        total += count;
      }
    });
    order.sort((a, b) => counts[b]! - counts[a]! || (values[present[a]!]! < values[present[b]!]! ? -1 : 1));
    facets[attribute] = Object.fromEntries(order.slice(0, limit).map((i) => [values[present[i]!]!, counts[i]!]));
    if (allNumeric && total > 0) stats[attribute] = { min, max, avg: sum / total, sum };
  }
  return { facets, stats };
}
