import type { Deps } from '../lib/deps';
import { allocateKey } from '../inventory/allocate-key';

export interface FulfilmentResult {
  fulfilled: number;
  stillWaiting: boolean;
}

/**
 * Gives available keys to waiting pre-orders of a variant, oldest first. Each entry's key sale and its
 * fulfilment are one transaction, so an entry is never fulfilled twice and never loses its key.
 */
export async function fulfilVariantQueue(deps: Pick<Deps, 'store' | 'now'>, productId: string, variantId: string): Promise<FulfilmentResult> {
  let fulfilled = 0;
  for (;;) {
    const waiting = await deps.store.entities.preorderEntry.query.waitingByVariant({ variantId }).go({ limit: 25 });
    if (waiting.data.length === 0) return { fulfilled, stillWaiting: false };
    for (const entry of waiting.data) {
      const allocation = await allocateKey(deps, { productId, variantId, orderId: entry.orderId }, (tx, keyId) => [
        tx.preorderEntry
          .patch({ entryId: entry.entryId })
          .set({ status: 'fulfilled', fulfilledAt: deps.now().toISOString(), keyId })
          .where(({ status }, { eq }) => eq(status, 'waiting'))
          .commit(),
      ]);
      if (!allocation.allocated) return { fulfilled, stillWaiting: true };
      fulfilled++;
    }
  }
}
