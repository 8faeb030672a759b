import { ulid } from 'ulid';
import type { RefusedKey } from '../../shared/inventory/inventory-views';
import { NotFoundError } from '../../shared/errors/domain-errors';
import { sealSecrets } from '../lib/adapters/kms/envelope';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { fingerprintKeys, legacyClaimsKept, type ClaimBatch } from './key-claims';
import { foldImport, foldStaleTallies, tallyId } from './key-import-tallies';
import { packKeyTransactions, type Packable } from './pack-key-transactions';
import { itemsPerKey, writeKeys, type SealedKey } from './write-key-transaction';

export interface StoreKeysResult {
  productId: string;
  imported: number;
  availableKeys: number;
  refused: RefusedKey[];
}

export type KeyBatch = ClaimBatch;
type KeyDeps = Pick<Deps, 'store' | 'keyCipher' | 'keyFingerprints' | 'now'>;

/**
 * Transactions of one import in flight at once. Each lane raises its own tally, so they never contend on one item; on
 * DynamoDB Local, which runs transactions nearly one at a time, more lanes only queue (measured: docs/back-office/inventory.md).
 */
export const importLanes = 4;

/** Imports keys for one variant (see `storeKeyBatches`) and answers what was stored, what was refused and the new count. */
export async function storeKeys(deps: KeyDeps, variantId: string, secrets: readonly string[], createdBy: string): Promise<StoreKeysResult> {
  const found = (await deps.store.entities.variant.query.byId({ variantId }).go({ limit: 1 })).data[0];
  if (!found) throw new NotFoundError(`Variant ${variantId} does not exist.`);
  const product = (await deps.store.entities.product.get({ productId: found.productId }).go()).data;
  if (!product) throw new NotFoundError(`Variant ${variantId} does not exist.`);
  await foldStaleTallies(deps, found.productId, variantId);
  const [outcome] = await storeKeyBatches(deps, [{ productId: found.productId, variantId, platformId: found.platformId, productType: product.productType, secrets }], createdBy);
  const after = await deps.store.entities.variant.get({ productId: found.productId, variantId }).go({ consistent: true });
  return { productId: found.productId, imported: outcome!.stored, availableKeys: after.data?.availableKeys ?? 0, refused: outcome!.refused };
}

/**
 * Encrypts keys of many variants under one data key and stores each keyed by its fingerprint, in transactions of at
 * most 100 items run `importLanes` at a time. A transaction raises its lane's tally of each variant by exactly the keys
 * it writes; once every lane is done the import's tallies are added to the variants' `availableKeys` (`foldImport`), so
 * a variant's available keys always equal its counter plus its tallies, and the counter never shows a key that is not
 * there. Keys already stored, or repeated within the import, are refused and named; the rest are stored.
 */
export async function storeKeyBatches(deps: KeyDeps, batches: readonly KeyBatch[], createdBy: string): Promise<{ stored: number; refused: RefusedKey[] }[]> {
  const started = performance.now();
  const [claimed, legacyClaims] = await Promise.all([fingerprintKeys(deps, batches), legacyClaimsKept(deps)]);
  const sealed = await sealSecrets(deps.keyCipher, claimed.flatMap((b) => b.keys.map((k) => k.secret)));
  const sealedAt = performance.now();
  let offset = 0;
  const packable: Packable<SealedKey>[] = claimed.map((b) => {
    const keys = b.keys.map((k, i) => ({ ...k, sealed: sealed[offset + i]! }));
    offset += b.keys.length;
    return { productId: b.productId, variantId: b.variantId, keys };
  });
  const transactions = packKeyTransactions(packable, itemsPerKey);
  const importId = ulid();
  const lost = new Map<string, RefusedKey[]>();
  const counted = new Map(claimed.map((b) => [b.variantId, { productId: b.productId, variantId: b.variantId, tallies: new Map<string, number>() }]));
  let next = 0;
  const lanes = await Promise.allSettled(
    Array.from({ length: Math.min(importLanes, transactions.length) }, async (_, lane) => {
      for (let at = next++; at < transactions.length; at = next++) {
        const tally = tallyId(importId, lane);
        const { stored, refused } = await writeKeys(deps, transactions[at]!, createdBy, tally, legacyClaims);
        for (const [variantId, keys] of refused) lost.set(variantId, [...(lost.get(variantId) ?? []), ...keys]);
        for (const [variantId, keys] of stored) {
          const tallies = counted.get(variantId)!.tallies;
          if (keys > 0) tallies.set(tally, (tallies.get(tally) ?? 0) + keys);
        }
      }
    }),
  );
  const writtenAt = performance.now();
  // Folded even when a lane failed: what the others stored is counted before the error is answered.
  await foldImport(deps, importId, [...counted.values()]);
  logger.info('keys stored', {
    sealed: sealed.length,
    transactions: transactions.length,
    prepareMs: Math.round(sealedAt - started),
    writeMs: Math.round(writtenAt - sealedAt),
    foldMs: Math.round(performance.now() - writtenAt),
  });
  const failed = lanes.find((l): l is PromiseRejectedResult => l.status === 'rejected');
  if (failed) throw failed.reason;
  return claimed.map((b) => {
    const raced = lost.get(b.variantId) ?? [];
    return { stored: b.keys.length - raced.length, refused: [...b.refused, ...raced].sort((x, y) => x.line - y.line) };
  });
}
