import type { RawItem, Recounter } from './recounter';

/**
 * variantGroup.variantCount: each group's product's variants. Only counts that differ are written, in place, so a
 * correct store costs no writes; a product with variants but no group is the seeds' business, not a counter's.
 */
export function variantGroupRecounter(): Recounter {
  const variants = new Map<string, number>();
  const groups: RawItem[] = [];
  return {
    name: 'variant counts',
    reads: ['variant', 'variantGroup'],
    attributes: ['productId', 'variantCount'],
    add(item) {
      const productId = String(item.productId);
      if (item.__edb_e__ === 'variant') variants.set(productId, (variants.get(productId) ?? 0) + 1);
      else groups.push(item);
    },
    finish() {
      const updates = groups
        .filter((g) => g.variantCount !== (variants.get(String(g.productId)) ?? 0))
        .map((g) => ({ key: { pk: g.pk, sk: g.sk }, set: { variantCount: variants.get(String(g.productId)) ?? 0 } }));
      return { puts: [], deletes: [], updates, summary: `${groups.length} variant groups, ${updates.length} counts corrected` };
    },
  };
}
