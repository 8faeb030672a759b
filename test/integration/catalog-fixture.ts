import { createPlatform } from '../../functions/lib/data/entities/platform.factory';
import { createProduct } from '../../functions/lib/data/entities/product.factory';
import { createRegion } from '../../functions/lib/data/entities/region.factory';
import { createVariant } from '../../functions/lib/data/entities/variant.factory';
import type { ProductItem } from '../../functions/lib/data/entities/product';
import type { VariantItem } from '../../functions/lib/data/entities/variant';
import type { Deps } from '../../functions/lib/deps';

/** Writes the reference data every catalogue test needs (idempotent). */
export async function seedReference(deps: Deps) {
  await deps.store.entities.platform.put([createPlatform(), createPlatform({ platformId: 'xbox', code: 'xbox', name: 'Xbox' })]).go();
  await deps.store.entities.region.put([createRegion(), createRegion({ regionId: 'us', code: 'US', name: 'United States', isGlobal: false })]).go();
}

/** Writes a product with one variant (or the given ones) and returns both. */
export async function seedProduct(
  deps: Deps,
  product: Partial<ProductItem> = {},
  variants: Partial<VariantItem>[] = [{}],
): Promise<{ product: ProductItem; variants: VariantItem[] }> {
  const p = createProduct(product);
  const vs = variants.map((v) => createVariant({ productId: p.productId, ...v }));
  await deps.store.entities.product.put(p).go();
  if (vs.length) await deps.store.entities.variant.put(vs).go();
  return { product: p, variants: vs };
}
