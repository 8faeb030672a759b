/** DynamoDB allows 100 items per transaction. */
export const maxTransactionItems = 100;

export interface Packable<K> {
  productId: string;
  variantId: string;
  keys: readonly K[];
}

/**
 * Splits variants' keys into transactions of at most 100 items, where each key costs `itemsPerKey` items (one: the key,
 * keyed by its fingerprint) and each variant present in a transaction one more for its counter. A variant may span
 * transactions; each part carries its own count.
 */
export function packKeyTransactions<K>(batches: readonly Packable<K>[], itemsPerKey = 1): Packable<K>[][] {
  const transactions: Packable<K>[][] = [];
  let current: Packable<K>[] = [];
  let used = 0;
  for (const batch of batches) {
    let next = 0;
    while (next < batch.keys.length) {
      if (maxTransactionItems - used < itemsPerKey + 1) {
        transactions.push(current);
        current = [];
        used = 0;
      }
      const take = Math.min(batch.keys.length - next, Math.floor((maxTransactionItems - used - 1) / itemsPerKey));
      current.push({ productId: batch.productId, variantId: batch.variantId, keys: batch.keys.slice(next, next + take) });
      used += take * itemsPerKey + 1;
      next += take;
    }
  }
  if (current.length) transactions.push(current);
  return transactions;
}
