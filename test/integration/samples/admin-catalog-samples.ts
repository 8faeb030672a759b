import { randomUUID } from 'node:crypto';
import { addProduct } from '../../../functions/catalog-admin/add-product';
import type { Deps } from '../../../functions/lib/deps';
import { productDraftSchema, type ProductDraftInput } from '../../../shared/catalog/product-draft';
import type { adminCatalogRoutes } from '../../../shared/routes/admin-catalog-routes';
import type { BaseFixture, Sample } from '../route-samples';

/** What this area's samples refer to, seeded once for the matrix and the hostile-input test. */
export interface AdminCatalogFixture {
  /** A product created through the back office (slug claim, listing entry, search terms). */
  productId: string;
}

const draft = (name: string): ProductDraftInput => ({
  name,
  productType: 'key',
  category: 'games',
  // No description: it may hold line breaks, which the hostile-input test sends to every string and expects refused.
  developer: 'Matrix Studio',
  ageRating: 'T',
  searchKeywords: ['matrix', 'sample'],
});

export async function seedAdminCatalogFixture(deps: Deps, _base: BaseFixture): Promise<AdminCatalogFixture> {
  const saved = await addProduct(deps, { userId: 'fixture-admin', role: 'admin' }, productDraftSchema.parse(draft('Matrix Catalog Sample')));
  return { productId: saved.productId };
}

/** One valid request per route of this area; `caller` is the matrix caller's user id. */
export const adminCatalogSamples: { [K in keyof typeof adminCatalogRoutes]: (f: BaseFixture & { adminCatalog: AdminCatalogFixture }, caller?: string) => Sample } = {
  adminListProducts: () => ({ query: { limit: '5' } }),
  adminGetProduct: (f) => ({ params: { productId: f.adminCatalog.productId } }),
  // A new name per call: each allowed caller creates a product of its own, so no slug clash answers 409.
  adminCreateProduct: (_f, caller) => ({ body: draft(`Matrix ${caller ?? 'caller'} ${randomUUID().slice(0, 8)}`) }),
  adminUpdateProduct: (f) => ({ params: { productId: f.adminCatalog.productId }, body: { product: draft('Matrix Catalog Sample') } }),
  adminSuggestProductKeywords: (f) => ({ query: { name: 'Matrix Catalog Sample', productType: 'key', productId: f.adminCatalog.productId } }),
  adminSignImageUpload: () => ({ body: { purpose: 'product', contentType: 'image/png', size: 2048 } }),
};
