import { ulid } from 'ulid';
import { maskKey } from '../../shared/catalog/key-mask';
import { sealSecrets } from '../lib/adapters/kms/envelope';
import type { Deps } from '../lib/deps';
import { ConflictError, NotFoundError } from '../lib/http/errors';

/** DynamoDB allows 100 items per transaction; one slot is the variant's counter. */
const keysPerTransaction = 99;

export interface StoreKeysResult {
  productId: string;
  imported: number;
  availableKeys: number;
}

/**
 * Encrypts keys and stores them with the variant's available-key counter raised in the same transaction,
 * so the counter can never disagree with the keys on disk. If encryption fails nothing is stored.
 */
export async function storeKeys(
  { store, keyCipher }: Pick<Deps, 'store' | 'keyCipher'>,
  variantId: string,
  secrets: readonly string[],
  createdBy: string,
): Promise<StoreKeysResult> {
  const variant = await store.entities.variant.query.byId({ variantId }).go({ limit: 1 });
  const found = variant.data[0];
  if (!found) throw new NotFoundError(`Variant ${variantId} does not exist.`);
  const sealed = await sealSecrets(keyCipher, secrets);
  for (let start = 0; start < sealed.length; start += keysPerTransaction) {
    const chunk = sealed.slice(start, start + keysPerTransaction);
    const result = await store.transaction
      .write(({ productKey, variant: variants }) => [
        ...chunk.map((secret, i) =>
          productKey
            .create({
              keyId: ulid(),
              variantId,
              status: 'available',
              ...secret,
              maskedKey: maskKey(secrets[start + i]!),
              createdBy,
            })
            .commit(),
        ),
        variants
          .update({ productId: found.productId, variantId })
          .add({ availableKeys: chunk.length })
          .where(({ variantId: id }, { exists }) => exists(id))
          .commit(),
      ])
      .go();
    // ElectroDB reports a cancelled transaction instead of throwing; chunks already written stay consistent.
    if (result.canceled) throw new ConflictError(`Stored ${start} of ${sealed.length} keys; the rest conflicted with a concurrent change. Retry the remainder.`);
  }
  const after = await store.entities.variant.get({ productId: found.productId, variantId }).go({ consistent: true });
  return { productId: found.productId, imported: sealed.length, availableKeys: after.data?.availableKeys ?? 0 };
}
