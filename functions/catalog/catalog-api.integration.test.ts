import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '../../shared/catalog/catalog-views';
import type { Deps } from '../lib/deps';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';

describe('catalogue API', () => {
  let deps: Deps;
  let gateway: TestGateway;
  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  const getJson = async <T>(path: string) => {
    const res = await fetch(`${gateway.url}${path}`);
    return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as T };
  };

  it('lists active products newest first with their platforms, lowest price and stock state', async () => {
    const older = await seedProduct(deps, { name: 'Older Game', createdAt: '2026-01-01T00:00:00.000Z' }, [
      { priceUsdCents: 2999, availableKeys: 3 },
      { priceUsdCents: 1999, platformId: 'xbox', availableKeys: 0 },
    ]);
    const newer = await seedProduct(deps, { name: 'Newer Game', createdAt: '2026-06-01T00:00:00.000Z' });
    await seedProduct(deps, { name: 'Hidden Game', isActive: false, createdAt: '2026-07-01T00:00:00.000Z' });

    const { status, body } = await getJson<ProductPage>('/api/products?limit=10');

    expect(status).toBe(200);
    const names = body.items.map((i) => i.name);
    expect(names).not.toContain('Hidden Game');
    expect(names.indexOf('Newer Game')).toBeLessThan(names.indexOf('Older Game'));
    const card = body.items.find((i) => i.productId === older.product.productId)!;
    expect(card).toMatchObject({ fromPriceUsdCents: 1999, stockState: 'in_stock', isPreorder: false });
    expect(card.platforms.map((p) => p.code).sort()).toEqual(['steam', 'xbox']);
    expect(body.items.find((i) => i.productId === newer.product.productId)!.stockState).toBe('out_of_stock');
  });

  it('pages through the catalogue with an opaque cursor without repeating a product', async () => {
    for (let i = 0; i < 5; i++) await seedProduct(deps, { name: `Paged ${i}` });

    const first = await getJson<ProductPage>('/api/products?limit=3');
    const second = await getJson<ProductPage>(`/api/products?limit=3&cursor=${encodeURIComponent(first.body.nextCursor!)}`);

    expect(first.body.items).toHaveLength(3);
    const ids = [...first.body.items, ...second.body.items].map((i) => i.productId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters the listing by product type', async () => {
    await seedProduct(deps, { name: 'Steam Wallet $20', productType: 'gift_card' });

    const { body } = await getJson<ProductPage>('/api/products?type=gift_card');

    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.productType === 'gift_card')).toBe(true);
  });

  it.each([
    ['an unknown product type', '/api/products?type=spaceship', 'query.type'],
    ['a limit above 100', '/api/products?limit=500', 'query.limit'],
    ['an unknown query parameter', '/api/products?colour=red', 'query'],
    ['a tampered cursor', '/api/products?cursor=not-a-cursor', 'query.cursor'],
  ])('answers 400 problem+json naming the field for %s', async (_, path, field) => {
    const { status, type, body } = await getJson<{ status: number; errors: { path: string }[] }>(path);

    expect(status).toBe(400);
    expect(type).toContain('application/problem+json');
    expect(body.status).toBe(400);
    expect(body.errors.map((e) => e.path)).toContain(field);
  });

  it('opens a product by id and by slug with its variants, cheapest first', async () => {
    const { product } = await seedProduct(deps, { slug: 'nebula-raiders' }, [{ priceUsdCents: 4999, faceValue: 'Deluxe' }, { priceUsdCents: 2999, faceValue: 'Standard' }]);

    const byId = await getJson<ProductDetail>(`/api/products/${product.productId}`);
    const bySlug = await getJson<ProductDetail>('/api/products/by-slug/nebula-raiders');

    expect(byId.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    expect(byId.body.variants.map((v) => v.faceValue)).toEqual(['Standard', 'Deluxe']);
    expect(byId.body.variants[0]!.platform).toMatchObject({ code: 'steam', name: 'Steam' });
  });

  it('carries the es and pt texts of the product and its variants, on the page and on the grid card', async () => {
    const { product } = await seedProduct(
      deps,
      { slug: 'crown-arena-account', name: 'Crown Arena Account', translations: { es: { name: 'Cuenta de Crown Arena', description: 'Una cuenta.' }, pt: { name: 'Conta Crown Arena' } } },
      [{ faceValue: 'Level 30', activationInstructions: 'Change the password.', translations: { pt: { faceValue: 'Nível 30', activationInstructions: 'Troque a senha.' } } }],
    );

    const { body: page } = await getJson<ProductDetail>('/api/products/by-slug/crown-arena-account');
    const { body: grid } = await getJson<ProductPage>('/api/products?limit=100');

    expect(page.translations).toEqual({ es: { name: 'Cuenta de Crown Arena', description: 'Una cuenta.' }, pt: { name: 'Conta Crown Arena' } });
    expect(page.variants[0]!.translations).toEqual({ pt: { faceValue: 'Nível 30', activationInstructions: 'Troque a senha.' } });
    expect(grid.items.find((i) => i.productId === product.productId)!.translations).toEqual({ es: { name: 'Cuenta de Crown Arena' }, pt: { name: 'Conta Crown Arena' } });
  });

  it('answers 404 problem+json for a missing or inactive product', async () => {
    const { product } = await seedProduct(deps, { isActive: false });

    const missing = await getJson<{ title: string }>('/api/products/01NOPE');
    const inactive = await getJson<{ title: string }>(`/api/products/${product.productId}`);

    expect([missing.status, inactive.status]).toEqual([404, 404]);
    expect(missing.type).toContain('application/problem+json');
    expect(missing.body.title).toBe('Not found');
  });
});
