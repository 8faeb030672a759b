import type { TxEntities, TxWrite } from '../orders/transaction-types';

interface QueuedUnit {
  productId: string;
  variantId: string;
}

/**
 * The tally writes for units joining (+1) or leaving (-1) the `waiting` status, for the transaction that moves them.
 * One write per variant with the units added up: DynamoDB refuses two writes to one item in a transaction. A unit
 * costs at least one item of its own (its entry), so these never take a transaction past more items than units.
 */
export function preorderTallyWrites(tx: Pick<TxEntities, 'preorderTally'>, units: readonly QueuedUnit[], direction: 1 | -1): TxWrite[] {
  const perVariant = new Map<string, QueuedUnit & { count: number }>();
  for (const u of units) {
    const seen = perVariant.get(u.variantId);
    perVariant.set(u.variantId, { productId: u.productId, variantId: u.variantId, count: (seen?.count ?? 0) + 1 });
  }
  return [...perVariant.values()].map(
    ({ productId, variantId, count }) => tx.preorderTally.update({ productId, variantId }).add({ waiting: direction * count }).commit() as TxWrite,
  );
}
