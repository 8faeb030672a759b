/** DynamoDB allows 100 items per transaction. */
export const maxTransactionItems = 100;

export interface Packable<K> {
  productId: string;
  variantId: string;
  keys: readonly K[];
}

/**
 * Splits variants' keys into transactions of at most 100 items, where each variant present in a transaction
 * costs one extra item for its counter. A variant may span transactions; each part carries its own count.
 */
export function packKeyTransactions<K>(batches: readonly Packable<K>[]): Packable<K>[][] {
  const transactions: Packable<K>[][] = [];
  let current: Packable<K>[] = [];
  let used = 0;
  for (const batch of batches) {
    let next = 0;
    while (next < batch.keys.length) {
      if (maxTransactionItems - used < 2) {
        transactions.push(current);
        current = [];
        used = 0;
      }
      const take = Math.min(batch.keys.length - next, maxTransactionItems - used - 1);
      current.push({ productId: batch.productId, variantId: batch.variantId, keys: batch.keys.slice(next, next + take) });
      used += take + 1;
      next += take;
    }
  }
  if (current.length) transactions.push(current);
  return transactions;
}
