import { beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../lib/deps';
import { seedProduct } from '../../test/integration/catalog-fixture';
import { useTestTable } from '../../test/integration/table';
import { allocateKey } from './allocate-key';
import { storeKeys } from './store-keys';

describe('allocating keys', () => {
  let deps: Deps;
  beforeAll(async () => {
    deps = await useTestTable();
  });

  it('delivers a different key to each of ten concurrent buyers and never oversells', async () => {
    const { product, variants } = await seedProduct(deps);
    const variantId = variants[0]!.variantId;
    await storeKeys(deps, variantId, ['K-1-AAAAAAAA', 'K-2-AAAAAAAA', 'K-3-AAAAAAAA', 'K-4-AAAAAAAA', 'K-5-AAAAAAAA', 'K-6-AAAAAAAA'], 'seed');

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => allocateKey(deps, { productId: product.productId, variantId, orderId: `order-${i}` })),
    );

    const keyIds = results.flatMap((r) => (r.allocated ? [r.keyId] : []));
    expect(keyIds).toHaveLength(6);
    expect(new Set(keyIds).size).toBe(6);
    const variant = await deps.store.entities.variant.get({ productId: product.productId, variantId }).go({ consistent: true });
    expect(variant.data!.availableKeys).toBe(0);
    const keys = (await deps.store.entities.productKey.query.byVariant({ variantId }).go()).data;
    expect(keys.every((k) => k.status === 'sold' && k.orderId?.startsWith('order-'))).toBe(true);
    expect(new Set(keys.map((k) => k.orderId)).size).toBe(6);
  });

  it('answers sold out when the variant has no keys', async () => {
    const { product, variants } = await seedProduct(deps);

    const result = await allocateKey(deps, { productId: product.productId, variantId: variants[0]!.variantId, orderId: 'o-1' });

    expect(result).toEqual({ allocated: false, reason: 'sold_out' });
  });
});
