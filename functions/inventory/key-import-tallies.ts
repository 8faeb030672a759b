import { decodeTime } from 'ulid';
import { NotFoundError } from '../../shared/errors/domain-errors';
import type { KeyImportTallyItem } from '../lib/data/entities/key-import-tally';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { backoffMs, onlyConflicts, pause } from '../orders/transaction-types';

type TallyDeps = Pick<Deps, 'store' | 'now'>;

const maxAttempts = 12;
/** The variant's update and 99 tallies fill one transaction. */
const talliesPerFold = 99;
/** Longer than any import can run (the function's 15-minute ceiling): a tally this old belongs to an import that died. */
export const staleTallyMs = 20 * 60_000;

/** The tally id of one lane of one import: the import's ULID first, so a tally's age is in its id. */
export const tallyId = (importId: string, lane: number) => `${importId}#${lane}`;

/** What one import's lanes counted for a variant: tally id → keys. */
export interface ImportTallies {
  productId: string;
  variantId: string;
  tallies: Map<string, number>;
}

/**
 * Adds the tallies of one finished import to its variants' `availableKeys` and deletes them, many variants per
 * transaction; each delete is conditional on the tally holding what the lanes counted, so no key is counted twice.
 * A cancelled pack (a checkout on one of its variants, or a tally holding more than counted because a transaction's
 * answer was lost after it committed) is folded variant by variant from what the tallies hold.
 */
export async function foldImport(deps: TallyDeps, importId: string, counted: readonly ImportTallies[]): Promise<void> {
  const packs: ImportTallies[][] = [[]];
  let items = 0;
  for (const variant of counted.filter((v) => v.tallies.size > 0)) {
    if (items + 1 + variant.tallies.size > talliesPerFold + 1) {
      packs.push([]);
      items = 0;
    }
    packs.at(-1)!.push(variant);
    items += 1 + variant.tallies.size;
  }
  for (const pack of packs.filter((p) => p.length > 0)) {
    const result = await deps.store.transaction
      .write(({ variant, keyImportTally }) =>
        pack.flatMap((v) => [
          variant
            .update({ productId: v.productId, variantId: v.variantId })
            .add({ availableKeys: [...v.tallies.values()].reduce((sum, n) => sum + n, 0) })
            .where(({ variantId: id }, { exists }) => exists(id))
            .commit(),
          ...[...v.tallies].map(([id, keys]) =>
            keyImportTally
              .delete({ variantId: v.variantId, tallyId: id })
              .where(({ keys: held }, { eq }) => eq(held, keys))
              .commit(),
          ),
        ]),
      )
      .go();
    if (!result.canceled) continue;
    for (const v of pack) await foldWhere(deps, v.productId, v.variantId, (t) => t.tallyId.startsWith(`${importId}#`));
  }
}

/** Folds the tallies an import that died before folding left behind (none, nearly always: one Query of an empty range). */
export async function foldStaleTallies(deps: TallyDeps, productId: string, variantId: string): Promise<void> {
  const cutoff = deps.now().getTime() - staleTallyMs;
  await foldWhere(deps, productId, variantId, (t) => decodeTime(t.tallyId.split('#')[0]!) < cutoff);
}

async function foldWhere(deps: TallyDeps, productId: string, variantId: string, mine: (t: KeyImportTallyItem) => boolean): Promise<void> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const read = await deps.store.entities.keyImportTally.query.byVariant({ variantId }).go({ consistent: true, pages: 'all' });
    const tallies = read.data.filter(mine).slice(0, talliesPerFold);
    if (tallies.length === 0) return;
    const result = await deps.store.transaction
      .write(({ variant, keyImportTally }) => [
        variant
          .update({ productId, variantId })
          .add({ availableKeys: tallies.reduce((sum, t) => sum + t.keys, 0) })
          .where(({ variantId: id }, { exists }) => exists(id))
          .commit(),
        ...tallies.map((t) =>
          keyImportTally
            .delete({ variantId, tallyId: t.tallyId })
            .where(({ keys }, { eq }) => eq(keys, t.keys))
            .commit(),
        ),
      ])
      .go();
    if (!result.canceled) {
      if (tallies.length < talliesPerFold) return;
      continue;
    }
    const outcomes = result.data as readonly { rejected: boolean; code?: string | undefined }[];
    if (outcomes[0]?.code === 'ConditionalCheckFailed') throw new NotFoundError(`Variant ${variantId} does not exist.`);
    // A tally changed since the read (a racing fold took it) or the variant was busy (a checkout): read again.
    await pause(backoffMs(onlyConflicts(outcomes) ? attempt : 0));
  }
  // The keys are stored and counted in their tallies; the next import of the variant folds them once they are stale.
  logger.error('key import tallies not folded after repeated contention', { productId, variantId });
}
