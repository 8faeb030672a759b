import type { ProductType } from '../../shared/catalog/product';
import { maskKey } from '../../shared/catalog/key-mask';
import { normaliseKey } from '../../shared/inventory/key-fingerprint-input';
import type { RefusedKey } from '../../shared/inventory/inventory-views';
import { keyIdFor } from '../lib/data/entities/product-key';
import { keyLayoutMigration } from '../lib/data/entities/table-migration';
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
 * Splits each batch into keys to store, each with its fingerprint, and the refused: keys that repeat an earlier line of
 * the same import. Whether a key is already stored is read per transaction (`storedFingerprints`), just before it.
 */
export async function fingerprintKeys(deps: Pick<Deps, 'keyFingerprints'>, batches: readonly ClaimBatch[]) {
  const seen = new Set<string>();
  const prepared = await Promise.all(
    batches.map(async (b) => ({ batch: b, prints: await deps.keyFingerprints.fingerprints(b.platformId, b.secrets.map((s) => normaliseKey(s, b.productType))) })),
  );
  return prepared.map(({ batch, prints }) => {
    const keys: ClaimedKey[] = [];
    const refused: RefusedKey[] = [];
    batch.secrets.forEach((secret, index) => {
      const fingerprint = prints[index]!;
      if (seen.has(fingerprint)) refused.push(refusal(secret, index, 'repeated in this import'));
      else {
        seen.add(fingerprint);
        keys.push({ secret, fingerprint, index });
      }
    });
    return { ...batch, keys, refused };
  });
}

/**
 * Which of these fingerprints are already stored: a read ahead of the write, so a re-imported key is refused without
 * cancelling its transaction. A key is keyed by its fingerprint; keys stored before that layout are found by the
 * fingerprint claims written beside them then, read only on a table that has them (`legacyClaimsKept`). The
 * transaction's `attribute_not_exists` on each key still decides when two imports race.
 */
export async function storedFingerprints(deps: Pick<Deps, 'store'>, fingerprints: readonly string[], legacyClaims: boolean): Promise<Set<string>> {
  if (fingerprints.length === 0) return new Set();
  const byKeyId = new Map(fingerprints.map((f) => [keyIdFor(f), f]));
  const [keys, claims] = await Promise.all([
    deps.store.entities.productKey.get([...byKeyId.keys()].map((keyId) => ({ keyId }))).go({ attributes: ['keyId'] }),
    legacyClaims ? deps.store.entities.keyFingerprint.get(fingerprints.map((fingerprint) => ({ fingerprint }))).go({ attributes: ['fingerprint'] }) : { data: [] },
  ]);
  return new Set([...keys.data.map((k) => byKeyId.get(k.keyId)!), ...claims.data.map((c) => c.fingerprint)]);
}

/**
 * Whether keys stored before keys were keyed by their fingerprint are in this table, with their fingerprint claims: the
 * key-layout migration records it (local/maintenance/migrate-key-layout.ts). A table it never ran on has none.
 */
export async function legacyClaimsKept(deps: Pick<Deps, 'store'>): Promise<boolean> {
  return (await deps.store.entities.tableMigration.get({ name: keyLayoutMigration }).go()).data?.legacyClaims === true;
}

export const refusal = (secret: string, index: number, reason: RefusedKey['reason']): RefusedKey => ({ line: index + 1, maskedKey: maskKey(secret), reason });
