import { beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../lib/deps';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { useTestTable } from '../../test/integration/table';
import { platformCounts } from '../storefront/platform-counts';
import { referenceLookup } from '../catalog/reference-lookup';
import { backfillPlatformListings, listedCounts } from './platform-listings';
import { planProductSync, syncProductIndex } from './sync-product-index';

/** A variant with keys to sell: only what a shopper can buy is counted (the storefront's search filters in_stock). */
const onSale = { availableKeys: 3 };

describe('products on sale per platform', () => {
  let deps: Deps;
  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
  });

  const counts = async () => Object.fromEntries(await listedCounts(deps, ['steam', 'xbox']));
  const listedOn = async (productId: string) => (await deps.store.entities.listedPlatform.query.byProduct({ productId }).go()).data.map((m) => m.platformId).sort();

  it('backfills a table from before listings once, from its search records, and leaves a table that has them alone', async () => {
    const { product } = await seedProduct(deps, { name: 'Listed Before Listings' }, [onSale, { ...onSale, faceValue: 'Deluxe' }, { ...onSale, platformId: 'xbox' }]);
    const plan = await planProductSync(deps, product.productId);
    const records = plan.records.filter((r) => r.language === 'en').map((r) => ({ productId: product.productId, platformCode: r.platform.code }));
    const { platforms } = await referenceLookup(deps);

    expect(await backfillPlatformListings(deps, records, platforms)).toBe(2);
    expect(await counts()).toEqual({ steam: 1, xbox: 1 });
    expect(await listedOn(product.productId)).toEqual(['steam', 'xbox']);
    expect(await backfillPlatformListings(deps, records, platforms)).toBe(0);
    expect(await counts()).toEqual({ steam: 1, xbox: 1 });
  });

  it('counts a product once per platform it has sellable variants on, however many variants it has there', async () => {
    const before = await counts();
    const { product } = await seedProduct(deps, { name: 'Two Steam Editions' }, [{ ...onSale, faceValue: 'Standard' }, { ...onSale, faceValue: 'Deluxe' }, { ...onSale, platformId: 'xbox' }]);
    await syncProductIndex(deps, product.productId);
    expect(await counts()).toEqual({ steam: (before.steam ?? 0) + 1, xbox: (before.xbox ?? 0) + 1 });
    expect(await listedOn(product.productId)).toEqual(['steam', 'xbox']);
  });

  it('moves the count down when the product leaves a platform or goes off sale, and a sync that changes nothing writes nothing', async () => {
    const { product, variants } = await seedProduct(deps, { name: 'Leaves Xbox' }, [onSale, { ...onSale, platformId: 'xbox' }]);
    await syncProductIndex(deps, product.productId);
    const listed = await counts();
    await syncProductIndex(deps, product.productId);
    expect(await counts()).toEqual(listed);

    await deps.store.entities.variant.patch({ productId: product.productId, variantId: variants[1]!.variantId }).set({ isActive: false }).go();
    await syncProductIndex(deps, product.productId);
    expect(await counts()).toEqual({ steam: listed.steam, xbox: listed.xbox! - 1 });
    expect(await listedOn(product.productId)).toEqual(['steam']);

    await deps.store.entities.product.patch({ productId: product.productId }).set({ isActive: false }).go();
    await syncProductIndex(deps, product.productId);
    expect(await counts()).toEqual({ steam: listed.steam! - 1, xbox: listed.xbox! - 1 });
    expect(await listedOn(product.productId)).toEqual([]);
  });

  it('does not count a product whose every variant on a platform is sold out, and counts it again when keys come back', async () => {
    const before = await counts();
    const { product, variants } = await seedProduct(deps, { name: 'Sold Out On Xbox' }, [onSale, { platformId: 'xbox', availableKeys: 0 }]);
    await syncProductIndex(deps, product.productId);
    expect(await counts()).toEqual({ steam: (before.steam ?? 0) + 1, xbox: before.xbox });
    expect(await listedOn(product.productId)).toEqual(['steam']);

    await deps.store.entities.variant.patch({ productId: product.productId, variantId: variants[1]!.variantId }).set({ availableKeys: 2 }).go();
    await syncProductIndex(deps, product.productId);
    expect(await counts()).toEqual({ steam: (before.steam ?? 0) + 1, xbox: (before.xbox ?? 0) + 1 });
    expect(await listedOn(product.productId)).toEqual(['steam', 'xbox']);
  });

  it('counts a product once when many syncs of it run at the same moment', async () => {
    const before = await counts();
    const { product } = await seedProduct(deps, { name: 'Raced Listing' }, [onSale, { ...onSale, platformId: 'xbox' }]);
    await Promise.all(Array.from({ length: 8 }, () => syncProductIndex(deps, product.productId)));
    expect(await counts()).toEqual({ steam: (before.steam ?? 0) + 1, xbox: (before.xbox ?? 0) + 1 });

    await deps.store.entities.product.patch({ productId: product.productId }).set({ isActive: false }).go();
    await Promise.all(Array.from({ length: 8 }, () => syncProductIndex(deps, product.productId)));
    expect(await counts()).toEqual({ steam: before.steam ?? 0, xbox: before.xbox ?? 0 });
  });

  it('gives the storefront the platforms with products on sale, most first, with their names', async () => {
    const listed = await counts();
    const shown = await platformCounts(deps);
    expect(shown.map((p) => p.code)).toEqual(Object.entries(listed).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id));
    expect(shown.find((p) => p.code === 'xbox')).toEqual({ code: 'xbox', name: 'Xbox', count: listed.xbox });
  });
});
