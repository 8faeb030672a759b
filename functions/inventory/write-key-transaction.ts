import { maskKey } from '../../shared/catalog/key-mask';
import type { RefusedKey } from '../../shared/inventory/inventory-views';
import { ConflictError } from '../../shared/errors/domain-errors';
import type { SealedSecret } from '../lib/adapters/kms/envelope';
import { keyIdFor } from '../lib/data/entities/product-key';
import type { Deps } from '../lib/deps';
import { backoffMs, onlyConflicts, pause } from '../orders/transaction-types';
import { refusal, storedFingerprints, type ClaimedKey } from './key-claims';
import type { Packable } from './pack-key-transactions';

export type SealedKey = ClaimedKey & { sealed: SealedSecret };

/** A key is one item of a transaction: keyed by its fingerprint, its create-if-absent is also its claim. */
export const itemsPerKey = 1;
const maxAttempts = 8;

/**
 * One transaction of keys and, per variant, the lane's tally raised by the keys it writes. Keys already stored are
 * refused before writing; a key whose create fails its condition was stored by a concurrent import since that read: it
 * is refused and the rest retried. Contention alone is retried as is.
 * Answers the keys stored and the keys refused, by variant.
 */
export async function writeKeys(
  deps: Pick<Deps, 'store'>,
  parts: Packable<SealedKey>[],
  createdBy: string,
  tallyId: string,
  legacyClaims: boolean,
): Promise<{ stored: Map<string, number>; refused: Map<string, RefusedKey[]> }> {
  const refused = new Map<string, RefusedKey[]>();
  const refuse = (variantId: string, keys: readonly SealedKey[], reason: RefusedKey['reason']) => {
    if (keys.length) refused.set(variantId, [...(refused.get(variantId) ?? []), ...keys.map((k) => refusal(k.secret, k.index, reason))]);
  };
  const known = await storedFingerprints(
    deps,
    parts.flatMap((p) => p.keys.map((k) => k.fingerprint)),
    legacyClaims,
  );
  let pending = parts.map((part) => {
    refuse(
      part.variantId,
      part.keys.filter((k) => known.has(k.fingerprint)),
      'already stored',
    );
    return { ...part, keys: part.keys.filter((k) => !known.has(k.fingerprint)) };
  });
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    pending = pending.filter((p) => p.keys.length > 0);
    if (pending.length === 0) return { stored: countByVariant(pending), refused };
    const keyWrites = pending.flatMap((p) => p.keys.map((k) => ({ part: p, key: k })));
    const result = await deps.store.transaction
      .write(({ productKey, keyImportTally }) => [
        ...keyWrites.map(({ part, key }) =>
          productKey
            .create({ keyId: keyIdFor(key.fingerprint), variantId: part.variantId, status: 'available', ...key.sealed, maskedKey: maskKey(key.secret), createdBy })
            .commit(),
        ),
        ...pending.map((part) => keyImportTally.update({ variantId: part.variantId, tallyId }).add({ keys: part.keys.length }).commit()),
      ])
      .go();
    if (!result.canceled) return { stored: countByVariant(pending), refused };
    const outcomes = result.data as readonly { rejected: boolean; code?: string | undefined }[];
    if (onlyConflicts(outcomes)) {
      await pause(backoffMs(attempt));
      continue;
    }
    const taken = new Set(keyWrites.filter((_, i) => outcomes[i * itemsPerKey]?.code === 'ConditionalCheckFailed').map((w) => w.key));
    if (taken.size === 0) throw new ConflictError('The keys could not be stored because of a concurrent change. Retry the import.');
    pending = pending.map((part) => {
      refuse(
        part.variantId,
        part.keys.filter((k) => taken.has(k)),
        'already stored',
      );
      return { ...part, keys: part.keys.filter((k) => !taken.has(k)) };
    });
  }
  throw new ConflictError('The keys could not be stored because of repeated concurrent changes. Retry the import.');
}

const countByVariant = (parts: readonly Packable<SealedKey>[]) => new Map(parts.map((p) => [p.variantId, p.keys.length]));
