import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../lib/data/entities/product.factory';
import { createVariant } from '../lib/data/entities/variant.factory';
import { openSecret } from '../lib/adapters/kms/envelope';
import type { Deps } from '../lib/deps';
import { useTestTable } from '../../test/integration/table';
import { storeKeys } from './store-keys';

describe('storing product keys', () => {
  let deps: Deps;
  beforeAll(async () => {
    deps = await useTestTable();
  });

  async function seedVariant() {
    const product = createProduct();
    const variant = createVariant({ productId: product.productId });
    await deps.store.entities.product.create(product).go();
    await deps.store.entities.variant.create(variant).go();
    return variant;
  }

  it('raises the available-key counter by exactly the number of keys stored', async () => {
    const variant = await seedVariant();
    const keys = Array.from({ length: 150 }, (_, i) => `AAAA-BBBB-CCCC-${String(i).padStart(4, '0')}`);

    const result = await storeKeys(deps, variant.variantId, keys, 'admin-1');

    expect(result).toEqual({ productId: variant.productId, imported: 150, availableKeys: 150, refused: [] });
    const stored = await deps.store.entities.productKey.query.byVariant({ variantId: variant.variantId }).go({ pages: 'all' });
    expect(stored.data).toHaveLength(150);
  });

  it('stores only ciphertext that opens back to the original key', async () => {
    const variant = await seedVariant();

    await storeKeys(deps, variant.variantId, ['SECRET-KEY-0001-XYZ'], 'admin-1');

    const [item] = (await deps.store.entities.productKey.query.byVariant({ variantId: variant.variantId }).go()).data;
    expect(JSON.stringify(item)).not.toContain('SECRET-KEY-0001-XYZ');
    expect(item!.maskedKey).toBe('SECR***********-XYZ');
    await expect(openSecret(deps.keyCipher, item!)).resolves.toBe('SECRET-KEY-0001-XYZ');
  });

  it('refuses keys for a variant that does not exist and stores nothing', async () => {
    await expect(storeKeys(deps, 'missing-variant', ['KEY-1'], 'admin-1')).rejects.toThrow('does not exist');
    const stored = await deps.store.entities.productKey.query.byVariant({ variantId: 'missing-variant' }).go();
    expect(stored.data).toHaveLength(0);
  });
});
