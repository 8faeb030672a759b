import { randomUUID } from 'node:crypto';
import type { Deps } from '../../../functions/lib/deps';
import { storeKeys } from '../../../functions/inventory/store-keys';
import type { adminInventoryRoutes } from '../../../shared/routes/admin-inventory-routes';
import { seedProduct } from '../catalog-fixture';
import type { BaseFixture, Sample } from '../route-samples';

/** What this area's samples refer to, seeded once for the matrix and the hostile-input test. */
export interface AdminInventoryFixture {
  productId: string;
  variantId: string;
  keyId: string;
}

/** A key product with one variant holding a few keys, which the samples edit, list, import into and reveal. */
export async function seedAdminInventoryFixture(deps: Deps, _base: BaseFixture): Promise<AdminInventoryFixture> {
  const { product, variants } = await seedProduct(deps, { name: 'Matrix Inventory Game', productType: 'key' });
  const variantId = variants[0]!.variantId;
  await storeKeys(deps, variantId, Array.from({ length: 3 }, () => `INV-${randomUUID()}`), 'matrix');
  const [key] = (await deps.store.entities.productKey.query.byVariant({ variantId }).go({ limit: 1 })).data;
  return { productId: product.productId, variantId, keyId: key!.keyId };
}

/** One valid request per route of this area; `caller` is the matrix caller's user id. */
export const adminInventorySamples: { [K in keyof typeof adminInventoryRoutes]: (f: BaseFixture & { adminInventory: AdminInventoryFixture }, caller?: string) => Sample } = {
  adminVariantGroups: () => ({ query: { limit: '5' } }),
  adminCreateVariant: (f) => ({ params: { productId: f.adminInventory.productId }, body: { platformId: 'xbox', regionId: 'us', priceUsd: 19.99, faceValue: 'Deluxe' } }),
  adminUpdateVariant: (f) => ({ params: { variantId: f.adminInventory.variantId }, body: { priceUsd: 24.5, lowStockThreshold: 2 } }),
  adminListKeys: (f) => ({ params: { variantId: f.adminInventory.variantId } }),
  // A fresh key per call: a repeated key would be refused as a duplicate (still a 201, but nothing new to prove).
  adminImportKeys: (f) => ({ params: { variantId: f.adminInventory.variantId }, body: { keys: [`MATRIX-${randomUUID()}`] } }),
  adminRevealKey: (f) => ({ params: { variantId: f.adminInventory.variantId, keyId: f.adminInventory.keyId } }),
  adminExportKeys: (f) => ({ params: { variantId: f.adminInventory.variantId }, body: { decrypted: true, limit: 10 } }),
  adminStockAlerts: () => ({}),
};
