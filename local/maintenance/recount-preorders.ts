import type { PreorderTallyItem } from '../../functions/lib/data/entities/preorder-tally';
import { staleKeys, type RawItem, type Recounter } from './recounter';

export interface CountedEntry {
  productId: string;
  variantId: string;
  status: string;
}

/** The waiting tallies of these entries: one per variant with units waiting (a variant with none has no tally). */
export function preorderTallyItems(entries: Iterable<CountedEntry>): Pick<PreorderTallyItem, 'productId' | 'variantId' | 'waiting'>[] {
  const perVariant = new Map<string, { productId: string; variantId: string; waiting: number }>();
  for (const e of entries) {
    if (e.status !== 'waiting') continue;
    const seen = perVariant.get(e.variantId) ?? { productId: e.productId, variantId: e.variantId, waiting: 0 };
    perVariant.set(e.variantId, { ...seen, waiting: seen.waiting + 1 });
  }
  return [...perVariant.values()];
}

/** preorderTally: waiting units per variant (entities/preorder-tally.ts); tallies left at 0 by the writers are deleted. */
export function preorderTallyRecounter(): Recounter {
  const entries: CountedEntry[] = [];
  const existing: RawItem[] = [];
  return {
    name: 'pre-order tallies',
    reads: ['preorderEntry', 'preorderTally'],
    attributes: ['productId', 'variantId', 'status'],
    add(item) {
      if (item.__edb_e__ === 'preorderEntry') entries.push({ productId: String(item.productId), variantId: String(item.variantId), status: String(item.status) });
      else existing.push(item);
    },
    finish() {
      const items = preorderTallyItems(entries);
      return {
        puts: items.map((item) => ({ entity: 'preorderTally', item })),
        deletes: staleKeys(existing, new Set(items.map((i) => i.variantId)), (i) => String(i.variantId)),
        summary: `${items.reduce((n, i) => n + i.waiting, 0)} units waiting across ${items.length} variants`,
      };
    },
  };
}
