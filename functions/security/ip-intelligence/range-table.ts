import type { IpAddress, IpFamily, IpRange } from '../../../shared/security/ip-address';

const low64 = (1n << 64n) - 1n;

/** One family's ranges, sorted by first address, as parallel typed arrays: half a million ranges cost ~16 MB, not objects. */
export interface SortedRanges {
  firstHi: BigUint64Array;
  firstLo: BigUint64Array;
  lastHi: BigUint64Array;
  lastLo: BigUint64Array;
  values: Uint32Array;
}

interface Pending {
  first: bigint[];
  last: bigint[];
  values: number[];
}

/**
 * Address ranges, each with a value, found by binary search (one lookup is a few dozen comparisons). Ranges must not
 * overlap within one table; a table that should win over another (an overlay) is a table of its own, asked first.
 */
export class RangeTable<T> {
  private readonly values: T[] = [];
  private readonly valueIndex = new Map<string, number>();
  private readonly pending: Record<IpFamily, Pending> = { 4: { first: [], last: [], values: [] }, 6: { first: [], last: [], values: [] } };
  private sorted: Record<IpFamily, SortedRanges> | undefined;

  /** `key` names equal values, so a million ranges of a few thousand owners keep one object per owner. */
  add(range: IpRange, value: T, key?: string): void {
    if (this.sorted) throw new Error('The range table is already built');
    let index = key === undefined ? undefined : this.valueIndex.get(key);
    if (index === undefined) {
      index = this.values.push(value) - 1;
      if (key !== undefined) this.valueIndex.set(key, index);
    }
    const pending = this.pending[range.family];
    pending.first.push(range.first);
    pending.last.push(range.last);
    pending.values.push(index);
  }

  get size(): number {
    return this.sorted ? this.sorted[4].values.length + this.sorted[6].values.length : this.pending[4].values.length + this.pending[6].values.length;
  }

  /**
   * A table already built: the values and each family's sorted arrays, as `built()` gave them (asn-database-file.ts
   * keeps them in a file, so a process loads half a million ranges without parsing or sorting them).
   */
  static fromBuilt<T>(built: { values: T[]; ranges: Record<IpFamily, SortedRanges> }): RangeTable<T> {
    const table = new RangeTable<T>();
    for (const value of built.values) table.values.push(value);
    table.sorted = built.ranges;
    return table;
  }

  /** The values and the sorted arrays; no range can be added after. */
  built(): { values: readonly T[]; ranges: Record<IpFamily, SortedRanges> } {
    return { values: this.values, ranges: this.build() };
  }

  private build(): Record<IpFamily, SortedRanges> {
    return (this.sorted ??= { 4: freeze(this.pending[4]), 6: freeze(this.pending[6]) });
  }

  find(ip: IpAddress): T | null {
    const table = this.build()[ip.family];
    const hi = ip.value >> 64n;
    const lo = ip.value & low64;
    // The last range starting at or before the address is the only one that can hold it.
    let low = 0;
    let high = table.values.length - 1;
    let candidate = -1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      if (compare(table.firstHi[mid]!, table.firstLo[mid]!, hi, lo) <= 0) {
        candidate = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    if (candidate < 0 || compare(table.lastHi[candidate]!, table.lastLo[candidate]!, hi, lo) < 0) return null;
    return this.values[table.values[candidate]!]!;
  }
}

const compare = (aHi: bigint, aLo: bigint, bHi: bigint, bLo: bigint): number => (aHi === bHi ? (aLo === bLo ? 0 : aLo < bLo ? -1 : 1) : aHi < bHi ? -1 : 1);

function freeze(pending: Pending): SortedRanges {
  const n = pending.first.length;
  const order = Array.from({ length: n }, (_, i) => i);
  const inOrder = order.every((i) => i === 0 || pending.first[i - 1]! <= pending.first[i]!);
  if (!inOrder) order.sort((a, b) => (pending.first[a]! < pending.first[b]! ? -1 : pending.first[a]! > pending.first[b]! ? 1 : 0));
  const sorted: SortedRanges = {
    firstHi: new BigUint64Array(n),
    firstLo: new BigUint64Array(n),
    lastHi: new BigUint64Array(n),
    lastLo: new BigUint64Array(n),
    values: new Uint32Array(n),
  };
  order.forEach((from, to) => {
    sorted.firstHi[to] = pending.first[from]! >> 64n;
    sorted.firstLo[to] = pending.first[from]! & low64;
    sorted.lastHi[to] = pending.last[from]! >> 64n;
    sorted.lastLo[to] = pending.last[from]! & low64;
    sorted.values[to] = pending.values[from]!;
  });
  pending.first.length = pending.last.length = pending.values.length = 0;
  return sorted;
}
