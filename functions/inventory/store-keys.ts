import { ulid } from 'ulid';
import { maskKey } from '../../shared/catalog/key-mask';
import { sealSecrets, type SealedSecret } from '../lib/adapters/kms/envelope';
import type { Deps } from '../lib/deps';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-errors';
import { packKeyTransactions } from './pack-key-transactions';

export interface StoreKeysResult {
  productId: string;
  imported: number;
  availableKeys: number;
}

export interface KeyBatch {
  productId: string;
  variantId: string;
  secrets: readonly string[];
}

type KeyDeps = Pick<Deps, 'store' | 'keyCipher'>;

/**
 * Encrypts keys for one variant and stores them with its available-key counter raised in the same transaction,
 * so the counter can never disagree with the keys on disk. If encryption fails nothing is stored.
 */
export async function storeKeys(deps: KeyDeps, variantId: string, secrets: readonly string[], createdBy: string): Promise<StoreKeysResult> {
  const found = (await deps.store.entities.variant.query.byId({ variantId }).go({ limit: 1 })).data[0];
  if (!found) throw new NotFoundError(`Variant ${variantId} does not exist.`);
  await storeKeyBatches(deps, [{ productId: found.productId, variantId, secrets }], createdBy);
  const after = await deps.store.entities.variant.get({ productId: found.productId, variantId }).go({ consistent: true });
  return { productId: found.productId, imported: secrets.length, availableKeys: after.data?.availableKeys ?? 0 };
}

/**
 * Stores keys of many variants under one data key, packing keys and each variant's counter increment into as few
 * 100-item transactions as possible. Every transaction raises each counter by exactly the keys it writes.
 */
export async function storeKeyBatches(deps: KeyDeps, batches: readonly KeyBatch[], createdBy: string): Promise<void> {
  const sealed = await sealSecrets(deps.keyCipher, batches.flatMap((b) => b.secrets));
  let offset = 0;
  const sealedBatches = batches.map((b) => {
    const keys = b.secrets.map((secret, i) => ({ secret, sealed: sealed[offset + i]! }));
    offset += b.secrets.length;
    return { ...b, keys };
  });
  let stored = 0;
  for (const transaction of packKeyTransactions(sealedBatches)) {
    const result = await deps.store.transaction
      .write(({ productKey, variant }) => [
        ...transaction.flatMap((part) => part.keys.map((k) => productKey.create(keyItem(part.variantId, k, createdBy)).commit())),
        ...transaction.map((part) =>
          variant
            .update({ productId: part.productId, variantId: part.variantId })
            .add({ availableKeys: part.keys.length })
            .where(({ variantId: id }, { exists }) => exists(id))
            .commit(),
        ),
      ])
      .go();
    // ElectroDB reports a cancelled transaction instead of throwing; transactions already written stay consistent.
    if (result.canceled) {
      throw new ConflictError(`Stored ${stored} of ${sealed.length} keys; the rest conflicted with a concurrent change or a missing variant. Retry the remainder.`);
    }
    stored += transaction.reduce((n, part) => n + part.keys.length, 0);
  }
}

function keyItem(variantId: string, key: { secret: string; sealed: SealedSecret }, createdBy: string) {
  return { keyId: ulid(), variantId, status: 'available' as const, ...key.sealed, maskedKey: maskKey(key.secret), createdBy };
}
