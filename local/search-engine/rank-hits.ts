import { attributeValues } from './filters/attribute-values';
import type { IndexStore, SearchRecord } from './index-store';
import type { QueryMatches } from './match-query';

type Textual = 'typo' | 'words' | 'attribute' | 'exact';
interface SortCriterion {
  attribute: string;
  descending: boolean;
}
type Stage = { kind: 'textual'; criterion: Textual } | { kind: 'static'; criteria: SortCriterion[] };

/** The records in the order of every attribute sort of the ranking (custom ranking included), and each slot's place in it. */
interface StaticOrder {
  order: Int32Array;
  place: Int32Array;
}

const sortPattern = /^(asc|desc)\((.+)\)$/;

/**
 * Turns Algolia's `ranking` (with `custom` expanded to `customRanking`) into stages: the textual criteria we
 * model (typo, words, attribute, exact) and runs of attribute sorts. `words` ties unless words were optional;
 * `geo` has no coordinates to use, `filters` scores no filters, and `proximity` is folded into `attribute` (see
 * `attributeCriteriaComputedByMinProximity`), as positions are not indexed.
 */
export function rankingStages(ranking: string[], customRanking: string[]): Stage[] {
  const stages: Stage[] = [];
  const pushSort = (criterion: SortCriterion) => {
    const last = stages.at(-1);
    if (last?.kind === 'static') last.criteria.push(criterion);
    else stages.push({ kind: 'static', criteria: [criterion] });
  };
  for (const entry of ranking) {
    if (entry === 'typo' || entry === 'words' || entry === 'attribute' || entry === 'exact') stages.push({ kind: 'textual', criterion: entry });
    else if (entry === 'custom') customRanking.map(parseSort).forEach((sort) => sort && pushSort(sort));
    else {
      const sort = parseSort(entry);
      if (sort) pushSort(sort);
    }
  }
  return stages;
}

function parseSort(entry: string): SortCriterion | null {
  const match = sortPattern.exec(entry.trim());
  return match ? { attribute: match[2]!, descending: match[1] === 'desc' } : null;
}

/** Every live slot in ranking order when no query word is given, so textual criteria all tie. */
export function staticOrder(store: IndexStore, stages: Stage[]): StaticOrder {
  const criteria = stages.flatMap((stage) => (stage.kind === 'static' ? stage.criteria : []));
  return store.cached(`order:${JSON.stringify(criteria)}`, () => {
    const slots = liveSlots(store);
    const keys = criteria.map((criterion) => sortKeys(store, criterion));
    slots.sort((a, b) => compareKeys(keys, a, b) || a - b);
    const place = new Int32Array(store.records.length);
    slots.forEach((slot, position) => (place[slot] = position));
    return { order: Int32Array.from(slots), place };
  });
}

/**
 * The best `limit` matching slots in order: a mixed-radix number per slot (stage values, then the slot's static
 * place as the last, unique digit), the smallest kept in a bounded max-heap. Facets and nbHits need every match
 * but only a page needs ordering, so this never sorts the whole match set.
 */
export function rankMatches(store: IndexStore, stages: Stage[], matches: QueryMatches, wordCount: number, levelCount: number, limit: number, exactMax = wordCount): number[] {
  const { order, place } = staticOrder(store, stages);
  const lastTextual = stages.findLastIndex((stage) => stage.kind === 'textual');
  const digits = stages
    .slice(0, lastTextual + 1)
    .map((stage) => digitOf(store, stage, matches, wordCount, levelCount, exactMax))
    .filter((digit) => digit !== constantDigit);
  const size = store.records.length;
  const span = digits.reduce((product, digit) => product * digit.radix, size);
  const { slots } = matches;
  if (span >= Number.MAX_SAFE_INTEGER) return rankByComparison(slots, digits, place).slice(0, limit);
  const heap = new KeyHeap(Math.min(limit, slots.length));
  if (digits.length === 3) {
    // The usual ranking (typo, attribute, exact before the custom sort), unrolled: this loop sees every match.
    const [a, b, c] = digits as [Digit, Digit, Digit];
    const { source: sa, flip: fa } = a;
    const { source: sb, flip: fb, radix: rb } = b;
    const { source: sc, flip: fc, radix: rc } = c;
    for (let i = 0; i < slots.length; i += 1) {
      const slot = slots[i]!;
      const da = fa === 0 ? sa[slot]! : fa - sa[slot]!;
      const db = fb === 0 ? sb[slot]! : fb - sb[slot]!;
      const dc = fc === 0 ? sc[slot]! : fc - sc[slot]!;
      heap.offer(((da * rb + db) * rc + dc) * size + place[slot]!);
    }
  } else if (digits.length === 1) {
    // Typos and exactness shared by every match ('o'): the level, then the static place, decide.
    const [{ source, flip }] = digits as [Digit];
    for (let i = 0; i < slots.length; i += 1) {
      const slot = slots[i]!;
      heap.offer((flip === 0 ? source[slot]! : flip - source[slot]!) * size + place[slot]!);
    }
  } else {
    for (let i = 0; i < slots.length; i += 1) {
      const slot = slots[i]!;
      let key = 0;
      for (const digit of digits) key = key * digit.radix + (digit.flip === 0 ? digit.source[slot]! : digit.flip - digit.source[slot]!);
      heap.offer(key * size + place[slot]!);
    }
  }
  return Array.from(heap.sorted(), (key) => order[key % size]!);
}

function rankByComparison(slots: Int32Array, digits: Digit[], place: Int32Array): number[] {
  const value = (digit: Digit, slot: number) => (digit.flip === 0 ? digit.source[slot]! : digit.flip - digit.source[slot]!);
  return Array.from(slots).sort((a, b) => {
    for (const digit of digits) {
      const difference = value(digit, a) - value(digit, b);
      if (difference !== 0) return difference;
    }
    return place[a]! - place[b]!;
  });
}

/** Keeps the `capacity` smallest keys offered. */
class KeyHeap {
  private keys: Float64Array;
  private size = 0;
  constructor(private capacity: number) {
    this.keys = new Float64Array(capacity);
  }

  offer(key: number): void {
    const { keys } = this;
    if (this.size < this.capacity) {
      let at = this.size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (keys[parent]! >= key) break;
        keys[at] = keys[parent]!;
        at = parent;
      }
      keys[at] = key;
    } else if (this.capacity > 0 && key < keys[0]!) {
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= this.size) break;
        const right = left + 1;
        const child = right < this.size && keys[right]! > keys[left]! ? right : left;
        if (keys[child]! <= key) break;
        keys[at] = keys[child]!;
        at = child;
      }
      keys[at] = key;
    }
  }

  sorted(): Float64Array {
    return this.keys.slice(0, this.size).sort();
  }
}

interface Digit {
  radix: number;
  source: ArrayLike<number>;
  /** 0 to read the value as is, else the value is `flip - source[slot]` (more exact words rank first). */
  flip: number;
}

function digitOf(store: IndexStore, stage: Stage, matches: QueryMatches, wordCount: number, levelCount: number, exactMax: number): Digit {
  if (stage.kind === 'static') {
    const { ordinals, count } = denseOrdinals(store, stage.criteria);
    return { radix: count + 1, source: ordinals, flip: 0 };
  }
  switch (stage.criterion) {
    case 'typo':
      // Up to three typos a word: two, or three when one is on the first letter.
      return perSlotDigit(3 * wordCount + 1, matches.typos, 0);
    case 'words':
      // More words matched ranks first.
      return perSlotDigit(wordCount + 1, matches.words, wordCount);
    case 'attribute':
      return { radix: Math.max(levelCount, 1) + 1, source: matches.level, flip: 0 };
    case 'exact':
      return perSlotDigit(exactMax + 1, matches.exactWords, exactMax);
  }
}

/** A digit read per slot, or none (radix 1) when every match shares the value. */
function perSlotDigit(radix: number, values: Uint8Array | number, flip: number): Digit {
  return typeof values === 'number' ? constantDigit : { radix, source: values, flip };
}

const constantDigit: Digit = { radix: 1, source: new Uint8Array(0), flip: 0 };

/** Equal sort values share an ordinal, so the stages after them still decide between those records. */
function denseOrdinals(store: IndexStore, criteria: SortCriterion[]): { ordinals: Int32Array; count: number } {
  return store.cached(`dense:${JSON.stringify(criteria)}`, () => {
    const keys = criteria.map((criterion) => sortKeys(store, criterion));
    const slots = liveSlots(store).sort((a, b) => compareKeys(keys, a, b));
    const ordinals = new Int32Array(store.records.length);
    let count = 0;
    slots.forEach((slot, i) => {
      if (i > 0 && compareKeys(keys, slots[i - 1]!, slot) !== 0) count += 1;
      ordinals[slot] = count;
    });
    return { ordinals, count: count + 1 };
  });
}

/** Per-slot sort values, negated for descending order; records without the attribute sort last either way. */
function sortKeys(store: IndexStore, criterion: SortCriterion): Float64Array {
  return Float64Array.from(store.records, (record) => {
    const value = record ? sortValue(record, criterion.attribute) : null;
    if (value === null) return Infinity;
    return criterion.descending ? -value : value;
  });
}

function sortValue(record: SearchRecord, attribute: string): number | null {
  const [value] = attributeValues(record, attribute);
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

function compareKeys(keys: Float64Array[], a: number, b: number): number {
  for (const key of keys) {
    const x = key[a]!;
    const y = key[b]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function liveSlots(store: IndexStore): number[] {
  const slots: number[] = [];
  store.records.forEach((record, slot) => {
    if (record) slots.push(slot);
  });
  return slots;
}
