import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCommerce, type Commerce } from '../../test/integration/commerce';
import { storeKeys } from './store-keys';

describe('a key import while shoppers check out', () => {
  let shop: Commerce;
  beforeAll(async () => {
    shop = await useCommerce({ poll: false });
  });
  afterAll(() => shop.stop());

  it('keeps the available-key counter equal to the available keys when checkouts take keys during an import', { timeout: 60_000 }, async () => {
    const stock = await shop.stock(4);
    const tokens = await Promise.all(Array.from({ length: 8 }, (_, i) => shop.gateway.tokenFor('user', `import-rush-${i}`)));

    const [imported, ...checkouts] = await Promise.all([
      storeKeys(shop.deps, stock.variantId, Array.from({ length: 100 }, () => `RUSH-${randomUUID()}`), 'admin-1'),
      ...tokens.map((token) => shop.api('POST', '/api/checkout', { token, body: { lines: [{ variantId: stock.variantId, quantity: 1 }] } })),
    ]);

    const keys = (await shop.deps.store.entities.productKey.query.byVariant({ variantId: stock.variantId }).go({ pages: 'all' })).data;
    const variant = (await shop.deps.store.entities.variant.get({ productId: stock.productId, variantId: stock.variantId }).go({ consistent: true })).data!;
    const sold = checkouts.filter((c) => c.status === 201).length;
    // A checkout may be told "sold out" while the import's keys are not yet counted, never sold a key that is not there.
    expect(checkouts.every((c) => c.status === 201 || c.status === 409)).toBe(true);
    expect(sold).toBeGreaterThanOrEqual(4);
    expect(keys.filter((k) => k.status === 'reserved')).toHaveLength(sold);
    expect(variant.availableKeys).toBe(keys.filter((k) => k.status === 'available').length);
    expect(variant.availableKeys).toBe(4 + imported.imported - sold);
  });
});
