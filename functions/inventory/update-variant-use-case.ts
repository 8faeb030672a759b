import type { AdminVariantView } from '../../shared/inventory/inventory-views';
import type { UpdateVariantInput } from '../../shared/inventory/variant-input';
import { changedFields } from '../../shared/audit/staff-audit';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-errors';
import { auditWrite, staffAuditItem } from '../lib/audit/staff-audit';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { referenceLookup } from '../catalog/reference-lookup';
import { adminVariantView } from './variant-view';
import { variantChanges } from './variant-rules';

/**
 * Changes a variant's staff fields (never its product, platform, region or key counters) with an audit entry of what
 * changed, in one transaction. Key counters move in their own transactions meanwhile, and this write leaves them be.
 */
export async function updateVariant(deps: Deps, caller: Caller, variantId: string, input: UpdateVariantInput): Promise<AdminVariantView> {
  const found = (await deps.store.entities.variant.query.byId({ variantId }).go({ limit: 1 })).data[0];
  if (!found) throw new NotFoundError('Variant not found.');
  const [before, product] = await Promise.all([
    deps.store.entities.variant.get({ productId: found.productId, variantId }).go({ consistent: true }),
    deps.store.entities.product.get({ productId: found.productId }).go(),
  ]);
  if (!before.data || !product.data) throw new NotFoundError('Variant not found.');
  const { set, remove } = await variantChanges(deps, product.data.productType, input);
  const cleared = Object.fromEntries(remove.map((field) => [field, null]));
  const diff = changedFields({ ...before.data } as Record<string, unknown>, { ...set, ...cleared });
  const audit = staffAuditItem(deps, caller, { subjectType: 'variant', subjectId: variantId, action: 'variant.updated', summary: `Updated variant of ${product.data.name}`, ...diff });
  const result = await deps.store.transaction
    .write((tx) => [
      tx.variant
        .patch({ productId: found.productId, variantId })
        .set(set)
        .remove(remove.filter((field) => before.data![field] !== undefined))
        .commit(),
      auditWrite(tx, audit),
    ])
    .go();
  if (result.canceled) throw new ConflictError('The variant changed or was removed while saving. Reload it and try again.');
  const after = (await deps.store.entities.variant.get({ productId: found.productId, variantId }).go({ consistent: true })).data!;
  return adminVariantView(after, await referenceLookup(deps));
}
