import type { Store } from '../lib/data/store';
import { backoffMs, pause, type TxWrite } from '../orders/transaction-types';

/**
 * Stores a "notify me" request once per email and variant; true when it wrote. The request, created only if absent,
 * and its variant's `waiting +1` are one transaction, so the Audience screen's counts per variant never drift.
 */
export async function registerStockNotification(store: Store, request: { variantId: string; productId: string; email: string }): Promise<boolean> {
  const { variantId, productId, email } = request;
  for (let attempt = 0; attempt < 6; attempt++) {
    const result = await store.transaction
      .write((tx) => [
        tx.stockNotification.create({ variantId, productId, email }).commit() as TxWrite,
        tx.stockNotificationTally.update({ productId, variantId }).add({ waiting: 1 }).commit() as TxWrite,
      ])
      .go();
    if (!result.canceled) return true;
    const codes = result.data.map((d) => d.code);
    if (codes[0] === 'ConditionalCheckFailed') return false;
    // Requests for one variant at the same moment contend on its tally: try again shortly.
    if (!codes.every((c) => c === undefined || c === 'None' || c === 'TransactionConflict')) break;
    await pause(backoffMs(attempt));
  }
  throw new Error(`The "notify me" request for ${variantId} could not be saved; try again.`);
}
