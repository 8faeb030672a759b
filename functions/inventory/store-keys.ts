import { ulid } from 'ulid';
import { maskKey } from '../../shared/catalog/key-mask';
import type { RefusedKey } from '../../shared/inventory/inventory-views';
import { sealSecrets, type SealedSecret } from '../lib/adapters/kms/envelope';
import type { Deps } from '../lib/deps';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-errors';
import { backoffMs, onlyConflicts, pause } from '../orders/transaction-types';
import { claimableKeys, refusal, type ClaimBatch, type ClaimedKey } from './key-claims';
import { packKeyTransactions, type Packable } from './pack-key-transactions';

export interface StoreKeysResult {
  productId: string;
  imported: number;
  availableKeys: number;
  refused: RefusedKey[];
}

export type KeyBatch = ClaimBatch;
type KeyDeps = Pick<Deps, 'store' | 'keyCipher' | 'keyFingerprints'>;
type SealedKey = ClaimedKey & { sealed: SealedSecret };

/** A key and its fingerprint claim are two items of a transaction. */
const itemsPerKey = 2;
const maxAttempts = 8;

/** Imports keys for one variant (see `storeKeyBatches`) and answers what was stored, what was refused and the new count. */
export async function storeKeys(deps: KeyDeps, variantId: string, secrets: readonly string[], createdBy: string): Promise<StoreKeysResult> {
  const found = (await deps.store.entities.variant.query.byId({ variantId }).go({ limit: 1 })).data[0];
  if (!found) throw new NotFoundError(`Variant ${variantId} does not exist.`);
  const product = (await deps.store.entities.product.get({ productId: found.productId }).go()).data;
  if (!product) throw new NotFoundError(`Variant ${variantId} does not exist.`);
  const [outcome] = await storeKeyBatches(deps, [{ productId: found.productId, variantId, platformId: found.platformId, productType: product.productType, secrets }], createdBy);
  const after = await deps.store.entities.variant.get({ productId: found.productId, variantId }).go({ consistent: true });
  return { productId: found.productId, imported: outcome!.stored, availableKeys: after.data?.availableKeys ?? 0, refused: outcome!.refused };
}

/**
 * Encrypts keys of many variants under one data key and stores each with its fingerprint claim, packing keys and each
 * variant's counter increment into as few 100-item transactions as possible: every transaction raises each counter by
 * exactly the keys it writes, so the counter never disagrees with the keys. Keys already stored, or repeated within
 * the import, are refused and named; the rest are stored.
 */
export async function storeKeyBatches(deps: KeyDeps, batches: readonly KeyBatch[], createdBy: string): Promise<{ stored: number; refused: RefusedKey[] }[]> {
  const claimed = await claimableKeys(deps, batches);
  const sealed = await sealSecrets(deps.keyCipher, claimed.flatMap((b) => b.keys.map((k) => k.secret)));
  let offset = 0;
  const packable = claimed.map((b) => {
    const keys: SealedKey[] = b.keys.map((k, i) => ({ ...k, sealed: sealed[offset + i]! }));
    offset += b.keys.length;
    return { productId: b.productId, variantId: b.variantId, keys };
  });
  const lost = new Map<string, RefusedKey[]>();
  // One transaction at a time: each raises the variant's counter, and concurrent transactions on one item only
  // conflict on DynamoDB (DynamoDB Local serialises them anyway; measured, no faster).
  for (const transaction of packKeyTransactions(packable, itemsPerKey)) {
    for (const [variantId, refused] of await writeKeys(deps, transaction, createdBy)) lost.set(variantId, [...(lost.get(variantId) ?? []), ...refused]);
  }
  return claimed.map((b) => {
    const raced = lost.get(b.variantId) ?? [];
    return { stored: b.keys.length - raced.length, refused: [...b.refused, ...raced].sort((x, y) => x.line - y.line) };
  });
}

/**
 * One transaction of keys, claims and counters. A claim that fails its condition was taken by a concurrent import
 * since the read: that key is refused and the rest retried; contention alone is retried as is.
 */
async function writeKeys(deps: KeyDeps, parts: Packable<SealedKey>[], createdBy: string): Promise<Map<string, RefusedKey[]>> {
  const refused = new Map<string, RefusedKey[]>();
  let pending = parts;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    pending = pending.filter((p) => p.keys.length > 0);
    if (pending.length === 0) return refused;
    const keyWrites = pending.flatMap((p) => p.keys.map((k) => ({ part: p, key: k })));
    const result = await deps.store.transaction
      .write(({ productKey, keyFingerprint, variant }) => [
        ...keyWrites.flatMap(({ part, key }) => {
          const keyId = ulid();
          return [
            productKey.create({ keyId, variantId: part.variantId, status: 'available', ...key.sealed, maskedKey: maskKey(key.secret), createdBy }).commit(),
            keyFingerprint.create({ fingerprint: key.fingerprint, keyId, variantId: part.variantId }).commit(),
          ];
        }),
        ...pending.map((part) =>
          variant
            .update({ productId: part.productId, variantId: part.variantId })
            .add({ availableKeys: part.keys.length })
            .where(({ variantId: id }, { exists }) => exists(id))
            .commit(),
        ),
      ])
      .go();
    if (!result.canceled) return refused;
    const outcomes = result.data as readonly { rejected: boolean; code?: string | undefined }[];
    if (onlyConflicts(outcomes)) {
      await pause(backoffMs(attempt));
      continue;
    }
    const counterFailed = outcomes.slice(keyWrites.length * itemsPerKey).some((d) => d.rejected && d.code === 'ConditionalCheckFailed');
    if (counterFailed) throw new NotFoundError('A variant was deleted while its keys were being stored; nothing of this part was stored.');
    const taken = new Set(keyWrites.filter((_, i) => outcomes[i * itemsPerKey + 1]?.code === 'ConditionalCheckFailed').map((w) => w.key));
    if (taken.size === 0) throw new ConflictError('The keys could not be stored because of a concurrent change. Retry the import.');
    pending = pending.map((part) => {
      const lostHere = part.keys.filter((k) => taken.has(k));
      if (lostHere.length) refused.set(part.variantId, [...(refused.get(part.variantId) ?? []), ...lostHere.map((k) => refusal(k.secret, k.index, 'already stored'))]);
      return { ...part, keys: part.keys.filter((k) => !taken.has(k)) };
    });
  }
  throw new ConflictError('The keys could not be stored because of repeated concurrent changes. Retry the import.');
}
