import type { ProductFormValues } from '../../shared/catalog/admin-product-views';
import type { ProductCategory, ProductDraft } from '../../shared/catalog/product-draft';
import type { ProductItem } from '../lib/data/entities/product';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { newestFirstRank, type LookupRecord } from '../lib/lookup/lookup-index';

/** The draft's fields that are cleared from the product when left empty. */
export const clearableFields = [
  'developer',
  'publisher',
  'ageRating',
  'releaseDate',
  'imageUrl',
  'preorderStartDate',
  'preorderEndDate',
  'expectedDeliveryDate',
  'preorderDeliveryInfo',
  'seoTitle',
  'seoDescription',
] as const;

/** The product's stored fields a draft sets (the rest: id, reviews, translations, featured, stay as they are). */
export function draftFields(draft: ProductDraft, slug: string) {
  const { slug: _ignored, description, ...rest } = draft;
  const fields: Record<string, unknown> = { ...rest, slug, description: description ?? '' };
  for (const key of clearableFields) if (fields[key] === undefined) delete fields[key];
  return fields as Omit<ProductItem, 'productId' | 'createdAt' | 'updatedAt' | 'reviewCount' | 'reviewRatingTotal' | 'featured'>;
}

/** What the back-office search finds a product by: its name, slug, developer, publisher and search keywords. */
export function productLookup(p: Pick<ProductItem, 'productId' | 'name' | 'slug' | 'developer' | 'publisher' | 'searchKeywords' | 'createdAt'>): LookupRecord {
  return {
    scope: 'product',
    refId: p.productId,
    rank: newestFirstRank(p.createdAt),
    texts: [p.name, p.slug.replaceAll('-', ' '), p.developer, p.publisher, ...p.searchKeywords],
  };
}

/** The fields an audit entry compares. */
export function auditedFields(p: Partial<ProductItem>) {
  const { productId: _id, createdAt: _c, updatedAt: _u, reviewCount: _r, reviewRatingTotal: _t, translations: _tr, translatedFrom: _tf, ...fields } = p;
  return fields as Record<string, unknown>;
}

/** The product as the edit form holds it. */
export function formValues(p: ProductItem): ProductFormValues {
  const date = (iso?: string) => (iso ? iso.slice(0, 10) : '');
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    productType: p.productType,
    category: p.category as ProductCategory,
    developer: p.developer ?? '',
    publisher: p.publisher ?? '',
    ageRating: p.ageRating ?? '',
    tags: p.tags,
    deliveryType: p.deliveryType,
    releaseDate: date(p.releaseDate),
    imageUrl: p.imageUrl ?? '',
    isActive: p.isActive,
    isPreorder: p.isPreorder,
    preorderStartDate: date(p.preorderStartDate),
    preorderEndDate: date(p.preorderEndDate),
    expectedDeliveryDate: date(p.expectedDeliveryDate),
    preorderDeliveryInfo: p.preorderDeliveryInfo ?? '',
    seoTitle: p.seoTitle ?? '',
    seoDescription: p.seoDescription ?? '',
    searchKeywords: p.searchKeywords,
  };
}

/**
 * Tells search that a product changed. On AWS the table stream reports the write too; on one machine this message is the
 * only one. A failure is only logged: the search record is a view the next change or the stream corrects.
 */
export async function announceProductChange(deps: Pick<Deps, 'queues'>, productId: string): Promise<void> {
  await deps.queues['search-index'].send({ productId }).catch((error: unknown) => logger.warn('could not announce a product change to search', { productId, error }));
}
