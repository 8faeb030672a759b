import type { IndexSettings } from '../../shared/search/index-settings';
import type { IndexStore, SearchRecord } from './index-store';
import { SearchEngineError } from './search-engine-error';
import type { SearchParams } from './search-params';

/** Algolia takes `distinct` as a boolean or as 0 to 4 (more "significantly reduces search performance", so it refuses it). */
const maxDistinct = 4;

/** How a search deduplicates: the attribute that makes groups and how many of each group's best records stay. */
export interface DistinctPlan {
  attribute: string;
  keep: number;
}

/**
 * The search's `distinct` (the parameter, else the index setting) over `attributeForDistinct`. None without the
 * attribute: Algolia accepts `distinct` then and ignores it.
 */
export function distinctPlan(settings: IndexSettings, params: SearchParams): DistinctPlan | null {
  const attribute = settings.attributeForDistinct;
  const keep = distinctCount(params.distinct ?? settings.distinct);
  if (typeof attribute !== 'string' || attribute === '' || keep === 0) return null;
  return { attribute, keep };
}

function distinctCount(value: unknown): number {
  if (value === undefined || value === null || value === false) return 0;
  if (value === true) return 1;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= maxDistinct) return value;
  throw new SearchEngineError(400, `distinct must be a boolean or an integer from 0 to ${maxDistinct}`);
}

/**
 * Each slot's group: an id per distinct value of the attribute, or -1 for a record that has none (it is never
 * deduplicated). As Algolia reads the attribute: strings as they are, numbers rounded to an integer; booleans,
 * null, arrays and objects make no group.
 */
export function distinctGroups(store: IndexStore, attribute: string): Int32Array {
  return store.cached(`distinct:${attribute}`, () => {
    const ids = new Map<string, number>();
    return Int32Array.from(store.records, (record) => {
      const key = record ? groupKey(valueAt(record, attribute)) : null;
      if (key === null) return -1;
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      return id;
    });
  });
}

function valueAt(record: SearchRecord, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function groupKey(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(Math.round(value));
  return null;
}

/** How many groups the slots fall into; each record without a group is a group of its own. */
export function countGroups(groups: Int32Array, slots: ArrayLike<number>): number {
  const seen = new Uint8Array(groups.length);
  let count = 0;
  for (let i = 0; i < slots.length; i += 1) {
    const group = groups[slots[i]!]!;
    if (group < 0) count += 1;
    else if (seen[group] === 0) {
      seen[group] = 1;
      count += 1;
    }
  }
  return count;
}

/**
 * Walks slots in ranking order and keeps the first `keep` of each group. Returns the kept slots of groups
 * `from` to `to` (by the rank of each group's best record), group by group, and how many groups were seen.
 */
export function pickGroups(ranked: ArrayLike<number>, groups: Int32Array, keep: number, from: number, to: number): { slots: number[]; groupsSeen: number } {
  const order = new Map<number, number>();
  const taken = new Map<number, number[]>();
  for (let i = 0; i < ranked.length; i += 1) {
    const slot = ranked[i]!;
    // A record without a group is its own group; negative keys never collide with value ids.
    const group = groups[slot]! < 0 ? -1 - slot : groups[slot]!;
    let place = order.get(group);
    if (place === undefined) {
      place = order.size;
      order.set(group, place);
    }
    if (place < from || place >= to) continue;
    const members = taken.get(group);
    if (!members) taken.set(group, [slot]);
    else if (members.length < keep) members.push(slot);
  }
  // Map iteration follows insertion, which is the groups' rank order.
  return { slots: [...taken.values()].flat(), groupsSeen: order.size };
}

/** The best `keep` records of every group, out of all the matches in ranking order: what facets count after distinct. */
export function keptSlots(ranked: ArrayLike<number>, groups: Int32Array, keep: number): Int32Array {
  const taken = new Map<number, number>();
  const kept: number[] = [];
  for (let i = 0; i < ranked.length; i += 1) {
    const slot = ranked[i]!;
    const group = groups[slot]!;
    if (group < 0) {
      kept.push(slot);
      continue;
    }
    const count = taken.get(group) ?? 0;
    if (count < keep) {
      taken.set(group, count + 1);
      kept.push(slot);
    }
  }
  return Int32Array.from(kept);
}
