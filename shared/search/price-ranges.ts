export interface PriceRange {
  id: string;
  min: number;
  /** Exclusive; null for the open top range. */
  max: number | null;
}

/** Price buckets of the search facets panel, in USD. */
export const priceRanges: readonly PriceRange[] = [
  { id: '0-10', min: 0, max: 10 },
  { id: '10-25', min: 10, max: 25 },
  { id: '25-50', min: 25, max: 50 },
  { id: '50-100', min: 50, max: 100 },
  { id: '100+', min: 100, max: null },
];

/**
 * The bucket a price falls in, stored on each search record so the engine counts buckets as a facet. Counting them
 * from the `price.USD` facet instead would see only its most frequent values (100 by default), and a catalogue has
 * more distinct prices than that.
 */
export function priceRangeOf(usd: number): string {
  const range = priceRanges.find((r) => usd >= r.min && (r.max === null || usd < r.max));
  return (range ?? priceRanges[0]!).id;
}
