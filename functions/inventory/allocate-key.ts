import type { Deps } from '../lib/deps';
import type { ProductKeyItem } from '../lib/data/entities/product-key';

type TxEntities = Parameters<Parameters<Deps['store']['transaction']['write']>[0]>[0];
type CommittedWrite = ReturnType<ReturnType<ReturnType<TxEntities['preorderEntry']['patch']>['set']>['commit']>;

const maxAttempts = 5;
const candidatesPerAttempt = 5;

export type Allocation = { allocated: true; keyId: string } | { allocated: false; reason: 'sold_out' };

/**
 * Sells one available key of a variant to an order: the key flips to sold only if still available and the
 * counter drops only if above zero, in one transaction, so a key is never sold twice. Extra conditional
 * writes (e.g. marking a pre-order entry fulfilled) join the same transaction.
 */
export async function allocateKey(
  { store, now }: Pick<Deps, 'store' | 'now'>,
  target: { productId: string; variantId: string; orderId: string },
  alsoWrite: (tx: TxEntities, keyId: string) => CommittedWrite[] = () => [],
): Promise<Allocation> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const candidates = await store.entities.productKey.query
      .byVariantStatus({ variantId: target.variantId, status: 'available' })
      .go({ limit: candidatesPerAttempt });
    if (candidates.data.length === 0) return { allocated: false, reason: 'sold_out' };
    // Concurrent buyers pick different candidates more often than not, so fewer transactions collide.
    const key: ProductKeyItem = candidates.data[Math.floor(Math.random() * candidates.data.length)]!;
    const soldAt = now().toISOString();
    const result = await store.transaction
      .write((tx) => [
        tx.productKey
          .patch({ variantId: key.variantId, keyId: key.keyId })
          .set({ status: 'sold', soldAt, orderId: target.orderId })
          .where(({ status }, { eq }) => eq(status, 'available'))
          .commit(),
        tx.variant
          .patch({ productId: target.productId, variantId: target.variantId })
          .subtract({ availableKeys: 1 })
          .where(({ availableKeys }, { gt }) => gt(availableKeys, 0))
          .commit(),
        ...(alsoWrite(tx, key.keyId) as never[]),
      ])
      .go();
    if (!result.canceled) return { allocated: true, keyId: key.keyId };
  }
  return { allocated: false, reason: 'sold_out' };
}
