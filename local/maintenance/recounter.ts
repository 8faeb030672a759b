import type { Derived } from '../seed/scale/derived-items';

/** An item as stored: its attributes, ElectroDB's `__edb_e__` entity name and the `pk`/`sk` keys. */
export type RawItem = Record<string, unknown> & { pk: string; sk: string };

/** What a recounter found once it has seen every item it reads. */
export interface RecountResult {
  /** The items as they should be (counters, figures, search terms). */
  puts: Derived[];
  /** Items that exist but should not (stale shards, a platform with no products left). */
  deletes: { pk: string; sk: string }[];
  /** Attributes to set on items in place, leaving the rest as they are (an index key a profile lacks). */
  updates?: { key: { pk: string; sk: string }; set: Record<string, unknown> }[];
  /** One line for the console. */
  summary: string;
}

/**
 * Rebuilds one family of derived items from the records they derive from. The runner reads the table once and hands
 * each item to every recounter that `reads` its entity, so adding a recounter (recount-<x>.ts, listed in recounters.ts)
 * costs no extra pass. A recounter reads its own entity too, to delete the items it no longer wants. `attributes` are
 * the ones it looks at: the runner reads only those (with `pk`, `sk` and the entity name), so the pass does not carry
 * sealed keys and order lines it has no use for.
 */
export interface Recounter {
  name: string;
  reads: readonly string[];
  attributes: readonly string[];
  add(item: RawItem): void;
  finish(): RecountResult;
}

/** The keys of the existing items of a counter entity that the new counters do not overwrite. */
export function staleKeys(existing: readonly RawItem[], keep: ReadonlySet<string>, scopeOf: (item: RawItem) => string) {
  return existing.filter((item) => !keep.has(scopeOf(item))).map(({ pk, sk }) => ({ pk, sk }));
}
