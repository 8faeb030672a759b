import { ulid } from 'ulid';
import type { AdminProductSaved } from '../../shared/catalog/admin-product-views';
import { slugFor, type ProductDraft } from '../../shared/catalog/product-draft';
import { ConflictError, ValidationError } from '../../shared/errors/domain-errors';
import { auditWrite, staffAuditItem } from '../lib/audit/staff-audit';
import { catalogCounterScopes } from '../lib/data/entities/catalog-counter';
import type { ProductItem } from '../lib/data/entities/product';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { lookupWrites } from '../lib/lookup/lookup-index';
import type { TxWrite } from '../orders/transaction-types';
import { announceProductChange, auditedFields, draftFields, productLookup } from './product-record';

export const slugTakenMessage = (slug: string) => `A product with the slug "${slug}" already exists. Choose another slug or name.`;

/** The 409 of a taken slug, naming the field so the form shows it there. */
export const slugTaken = (slug: string) => new ConflictError(slugTakenMessage(slug), { fieldErrors: [{ path: 'body.slug', message: 'This slug is already taken' }] });

/** The slug a draft asks for, or one made from its name. */
export function slugOf(draft: ProductDraft): string {
  const slug = draft.slug ?? slugFor(draft.name);
  if (!slug) throw new ValidationError('Enter a slug: the name has no letters or digits to make one from.', { fieldErrors: [{ path: 'body.slug', message: 'Slug required' }] });
  return slug;
}

/**
 * Creates a product: the product, the claim on its slug (refused if taken), its listing entry, its search terms, the
 * product counters and the audit entry, all in one transaction. Nothing is written when any of them fails.
 */
export async function addProduct(deps: Pick<Deps, 'store' | 'now' | 'queues'>, caller: Pick<Caller, 'userId' | 'role'>, draft: ProductDraft): Promise<AdminProductSaved> {
  const { store } = deps;
  const slug = slugOf(draft);
  // Products written before slug claims existed are found by the slug index too (eventually consistent, so a hint only).
  const legacy = await store.entities.product.query.bySlug({ slug }).go({ limit: 1 });
  if (legacy.data.length > 0) throw slugTaken(slug);

  const now = deps.now().toISOString();
  const product = { ...draftFields(draft, slug), productId: `prd_${ulid().toLowerCase()}`, createdAt: now, updatedAt: now } as ProductItem;
  const audit = staffAuditItem(deps, caller, {
    subjectType: 'product',
    subjectId: product.productId,
    action: 'product.create',
    summary: `Created product ${product.name}`,
    after: auditedFields(product),
  });
  const counted = [catalogCounterScopes.products, ...(product.isActive ? [catalogCounterScopes.activeProducts] : [])];
  const result = await store.transaction
    .write((tx) => [
      tx.productSlug.create({ slug, productId: product.productId }).commit() as TxWrite,
      tx.product.create(product).commit() as TxWrite,
      tx.productListing.create({ productId: product.productId, productType: product.productType, listedAt: now }).commit() as TxWrite,
      ...(counted.map((scope) => tx.catalogCounter.update({ scope }).add({ count: 1 }).commit()) as TxWrite[]),
      auditWrite(tx, audit) as TxWrite,
      ...(lookupWrites(tx, null, productLookup(product)) as TxWrite[]),
    ])
    .go();
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw slugTaken(slug);
    throw new ConflictError('The product could not be saved because the catalogue changed at the same moment. Please try again.');
  }
  await announceProductChange(deps, product.productId);
  // The entity stamps updatedAt itself as it writes, so the version is read back.
  const saved = await store.entities.product.get({ productId: product.productId }).go({ consistent: true, attributes: ['updatedAt'] });
  return { productId: product.productId, slug, version: saved.data?.updatedAt ?? now };
}
