import type { AdminProductSaved } from '../../shared/catalog/admin-product-views';
import { changedFields } from '../../shared/audit/staff-audit';
import type { ProductDraft } from '../../shared/catalog/product-draft';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-errors';
import { auditWrite, staffAuditItem } from '../lib/audit/staff-audit';
import { catalogCounterScopes } from '../lib/data/entities/catalog-counter';
import type { ProductItem } from '../lib/data/entities/product';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { lookupWrites } from '../lib/lookup/lookup-index';
import type { TxWrite } from '../orders/transaction-types';
import { slugOf, slugTaken } from './add-product';
import { announceProductChange, auditedFields, clearableFields, draftFields, productLookup } from './product-record';

export const changedMeanwhileMessage = 'This product was changed by someone else after you opened it. Reload it and make your change again.';

/**
 * Replaces a product's back-office fields. The write is conditional on the product as read (its `updatedAt`), so a
 * concurrent change is never overwritten: without a `version` the edit is read again and retried, with one (the copy
 * the editor opened) a product changed since is refused. Slug claim, listing, search terms, the active-products
 * counter and the audit entry move in the same transaction.
 */
export async function editProduct(
  deps: Pick<Deps, 'store' | 'now' | 'queues'>,
  caller: Pick<Caller, 'userId' | 'role'>,
  productId: string,
  draft: ProductDraft,
  version?: string,
): Promise<AdminProductSaved> {
  const { store } = deps;
  for (let attempt = 0; attempt < 4; attempt++) {
    const before = (await store.entities.product.get({ productId }).go({ consistent: true })).data;
    if (!before) throw new NotFoundError(`Product ${productId} was not found.`);
    if (version && version !== before.updatedAt) throw new ConflictError(changedMeanwhileMessage);
    const slug = draft.slug ? slugOf(draft) : before.slug;
    if (slug !== before.slug) await refuseTakenSlug(deps, slug, productId);
    const kept = Object.fromEntries(Object.entries(before).filter(([key]) => !(clearableFields as readonly string[]).includes(key)));
    const after = { ...kept, ...draftFields(draft, slug) } as ProductItem;
    const { before: was, after: now } = changedFields(auditedFields(before), auditedFields(after));
    for (const key of clearableFields) if (key in before && !(key in after)) [was[key], now[key]] = [before[key], null];
    if (Object.keys(now).length === 0) return { productId, slug, version: before.updatedAt };

    const audit = staffAuditItem(deps, caller, { subjectType: 'product', subjectId: productId, action: 'product.update', summary: `Edited product ${after.name}`, before: was, after: now });
    const activeMove = after.isActive === before.isActive ? 0 : after.isActive ? 1 : -1;
    const result = await store.transaction
      .write((tx) => [
        tx.product
          .put(after)
          .where(({ updatedAt }, { eq }) => eq(updatedAt, before.updatedAt))
          .commit() as TxWrite,
        ...(slug === before.slug
          ? []
          : ([tx.productSlug.create({ slug, productId }).commit(), tx.productSlug.delete({ slug: before.slug }).commit()] as TxWrite[])),
        tx.productListing.put({ productId, productType: after.productType, listedAt: before.createdAt }).commit() as TxWrite,
        ...(activeMove ? [tx.catalogCounter.update({ scope: catalogCounterScopes.activeProducts }).add({ count: activeMove }).commit() as TxWrite] : []),
        auditWrite(tx, audit) as TxWrite,
        ...(lookupWrites(tx, productLookup(before), productLookup(after)) as TxWrite[]),
      ])
      .go();
    if (!result.canceled) {
      await announceProductChange(deps, productId);
      const saved = await store.entities.product.get({ productId }).go({ consistent: true, attributes: ['updatedAt'] });
      return { productId, slug, version: saved.data?.updatedAt ?? before.updatedAt };
    }
    if (slug !== before.slug && (result.data as { code?: string }[])[1]?.code === 'ConditionalCheckFailed') throw slugTaken(slug);
  }
  throw new ConflictError(changedMeanwhileMessage);
}


/** Products written before slug claims existed hold their slug only in the slug index. */
async function refuseTakenSlug(deps: Pick<Deps, 'store'>, slug: string, productId: string) {
  const holder = await deps.store.entities.product.query.bySlug({ slug }).go({ limit: 1 });
  if (holder.data.some((p) => p.productId !== productId)) throw slugTaken(slug);
}
