/**
 * A buyer's place in a variant's pre-order queue. Each paid unit is one entry, first come, first served by payment
 * time, so `ahead` is both the entries and the keys that must arrive before the buyer's first unit.
 */
export function queuePosition(entriesAhead: number): { position: number; keysAhead: number } {
  if (!Number.isInteger(entriesAhead) || entriesAhead < 0) throw new RangeError(`Not a count: ${entriesAhead}`);
  return { position: entriesAhead + 1, keysAhead: entriesAhead };
}

/** Days after the expected delivery date before a still-waiting pre-order is refunded automatically. */
export const defaultPreorderGraceDays = 7;

/** When an entry becomes due for its automatic refund, or null when the product names no delivery date. */
export function refundDueAt(expectedDeliveryDate: string | undefined | null, graceDays: number): string | null {
  if (!expectedDeliveryDate) return null;
  const expected = new Date(expectedDeliveryDate);
  if (Number.isNaN(expected.getTime())) return null;
  return new Date(expected.getTime() + graceDays * 86_400_000).toISOString();
}
