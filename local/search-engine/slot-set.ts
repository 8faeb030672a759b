import type { FilterNode, NumericOperator } from './filters/filter-node';
import { facetKey } from './filters/attribute-values';
import { attributeIndex, type AttributeIndex } from './attribute-index';
import type { IndexStore } from './index-store';

/**
 * The records a search may return: live ones passing the filter, as one byte per slot (1 passes) for lookups and
 * as an ascending slot list for walking. With no filter `bits` is null and every live record is in.
 */
export interface SlotSet {
  /** Identifies the set while the records do not change, for caches derived from it. */
  key: string;
  bits: Uint8Array | null;
  slots: Int32Array;
}

/**
 * Evaluates a filter to a slot set. Built from the attribute indexes, so its cost follows the matching values
 * rather than the records, and cached per filter text while the records do not change.
 */
export function filterSet(store: IndexStore, cacheKey: string, node: FilterNode): SlotSet {
  return store.cached(
    `filter:${cacheKey}`,
    () => {
      const bits = evaluate(store, node, store.records.length);
      // NOT sets the bytes of freed slots too: the list keeps live records only.
      const slots: number[] = [];
      for (let slot = 0; slot < bits.length; slot += 1) {
        if (bits[slot] === 0) continue;
        if (store.records[slot] === undefined) bits[slot] = 0;
        else slots.push(slot);
      }
      return { key: `filter:${cacheKey}`, bits, slots: Int32Array.from(slots) };
    },
    true,
  );
}

/** Every live record, when a search has no filter. */
export function liveSet(store: IndexStore): SlotSet {
  return store.cached('live', () => {
    const slots: number[] = [];
    store.records.forEach((record, slot) => record !== undefined && slots.push(slot));
    return { key: 'live', bits: null, slots: Int32Array.from(slots) };
  });
}

function evaluate(store: IndexStore, node: FilterNode, size: number): Uint8Array {
  switch (node.type) {
    case 'and': {
      if (node.children.length === 0) return new Uint8Array(size).fill(1);
      const [first, ...rest] = node.children.map((child) => evaluate(store, child, size));
      for (const other of rest) for (let slot = 0; slot < size; slot += 1) first![slot]! &= other[slot]!;
      return first!;
    }
    case 'or': {
      const [first, ...rest] = node.children.map((child) => evaluate(store, child, size));
      for (const other of rest) for (let slot = 0; slot < size; slot += 1) first![slot]! |= other[slot]!;
      return first!;
    }
    case 'not': {
      const inner = evaluate(store, node.child, size);
      for (let slot = 0; slot < size; slot += 1) inner[slot] = inner[slot]! ^ 1;
      return inner;
    }
    case 'facet': {
      const bits = new Uint8Array(size);
      for (const slot of attributeIndex(store, node.attribute).slotsByKey.get(facetKey(node.value)) ?? []) bits[slot] = 1;
      return bits;
    }
    case 'numeric':
      return numericBits(attributeIndex(store, node.attribute), node.operator, node.value, size);
    case 'range': {
      const index = attributeIndex(store, node.attribute);
      return markRange(index, lowerBound(index.numbers, node.from, false), lowerBound(index.numbers, node.to, true), new Uint8Array(size));
    }
  }
}

function numericBits(index: AttributeIndex, operator: NumericOperator, bound: number, size: number): Uint8Array {
  const bits = new Uint8Array(size);
  const below = lowerBound(index.numbers, bound, false);
  const through = lowerBound(index.numbers, bound, true);
  const all = index.numbers.length;
  switch (operator) {
    case '<':
      return markRange(index, 0, below, bits);
    case '<=':
      return markRange(index, 0, through, bits);
    case '=':
      return markRange(index, below, through, bits);
    case '>=':
      return markRange(index, below, all, bits);
    case '>':
      return markRange(index, through, all, bits);
    case '!=':
      markRange(index, 0, below, bits);
      return markRange(index, through, all, bits);
  }
}

function markRange(index: AttributeIndex, from: number, to: number, bits: Uint8Array): Uint8Array {
  for (let at = from; at < to; at += 1) bits[index.numberSlots[at]!] = 1;
  return bits;
}

/** First position whose value is ≥ bound (or > bound when `after`). */
function lowerBound(values: Float64Array, bound: number, after: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after ? values[middle]! <= bound : values[middle]! < bound) low = middle + 1;
    else high = middle;
  }
  return low;
}
