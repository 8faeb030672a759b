import type { ProductType } from '../../shared/catalog/product';
import { maskKey } from '../../shared/catalog/key-mask';
import { normaliseKey } from '../../shared/inventory/key-fingerprint-input';
import type { RefusedKey } from '../../shared/inventory/inventory-views';
import type { Deps } from '../lib/deps';

export interface ClaimBatch {
  productId: string;
  variantId: string;
  platformId: string;
  productType: ProductType;
  secrets: readonly string[];
}

export interface ClaimedKey {
  secret: string;
  fingerprint: string;
  /** Where the key was in its batch (0-based), to name it back to the admin. */
  index: number;
}

/**
 * Splits each batch into keys to store, each with its fingerprint, and the refused: keys whose fingerprint is already
 * stored, or that repeat an earlier line of the same import. The stored check is a read ahead of the write; the
 * transaction's `attribute_not_exists` on each fingerprint still decides when two imports race.
 */
export async function claimableKeys(deps: Pick<Deps, 'store' | 'keyFingerprints'>, batches: readonly ClaimBatch[]) {
  const seen = new Set<string>();
  const prepared = await Promise.all(
    batches.map(async (b) => ({ batch: b, prints: await deps.keyFingerprints.fingerprints(b.platformId, b.secrets.map((s) => normaliseKey(s, b.productType))) })),
  );
  const unique = [...new Set(prepared.flatMap((p) => p.prints))];
  const stored = unique.length
    ? new Set((await deps.store.entities.keyFingerprint.get(unique.map((fingerprint) => ({ fingerprint }))).go({ concurrency: 8 })).data.map((f) => f.fingerprint))
    : new Set<string>();
  return prepared.map(({ batch, prints }) => {
    const keys: ClaimedKey[] = [];
    const refused: RefusedKey[] = [];
    batch.secrets.forEach((secret, index) => {
      const fingerprint = prints[index]!;
      if (stored.has(fingerprint)) refused.push(refusal(secret, index, 'already stored'));
      else if (seen.has(fingerprint)) refused.push(refusal(secret, index, 'repeated in this import'));
      else {
        seen.add(fingerprint);
        keys.push({ secret, fingerprint, index });
      }
    });
    return { ...batch, keys, refused };
  });
}

export const refusal = (secret: string, index: number, reason: RefusedKey['reason']): RefusedKey => ({ line: index + 1, maskedKey: maskKey(secret), reason });
