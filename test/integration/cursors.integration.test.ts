import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../functions/lib/deps';
import { seedProduct, seedReference } from './catalog-fixture';
import { startTestGateway, type TestGateway } from './gateway';
import { useTestTable } from './table';

/** Every paginated route, walked with cursors it issued and with cursors nobody issued. */
describe('pagination cursors over HTTP', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let adminToken: string;
  let productA: string;
  let productB: string;
  let variantId: string;

  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    const a = await seedProduct(deps, { reviewCount: 3, reviewRatingTotal: 270 });
    const b = await seedProduct(deps, { reviewCount: 3, reviewRatingTotal: 270 });
    for (let i = 0; i < 3; i++) await seedProduct(deps);
    productA = a.product.productId;
    productB = b.product.productId;
    variantId = a.variants[0]!.variantId;
    const review = (productId: string, n: number) => ({
      reviewId: `${productId}-r${n}`,
      productId,
      rating: 90,
      comment: `Review ${n}`,
      reviewerName: 'R',
      reviewedAt: `2026-11-0${n + 1}T00:00:00.000Z`,
      pros: [],
      cons: [],
    });
    await deps.store.entities.review.put([0, 1, 2].flatMap((n) => [review(productA, n), review(productB, n)])).go();
    gateway = await startTestGateway();
    adminToken = await gateway.tokenFor('admin', 'cursor-admin');
    const keys = await fetch(`${gateway.url}/api/admin/variants/${variantId}/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ keys: ['CURSOR-KEY-1', 'CURSOR-KEY-2', 'CURSOR-KEY-3'] }),
    });
    expect(keys.status).toBe(201);
  });
  afterAll(() => gateway.close());

  const routes = () => [
    { name: 'the catalogue', path: '/api/products?limit=2', auth: false },
    { name: "a product's reviews", path: `/api/products/${productA}/reviews?limit=2`, auth: false },
    { name: "a variant's keys", path: `/api/admin/variants/${variantId}/keys?limit=2`, auth: true },
  ];
  const get = (path: string, auth: boolean) => fetch(`${gateway.url}${path}`, { headers: auth ? { authorization: `Bearer ${adminToken}` } : {} });
  const nextCursorOf = async (path: string, auth: boolean) => ((await (await get(path, auth)).json()) as { nextCursor: string | null }).nextCursor;

  it.each([0, 1, 2])('walks route %i with the opaque cursor it issued, which shows no key', async (index) => {
    const { path, auth } = routes()[index]!;
    const cursor = await nextCursorOf(path, auth);

    const next = await get(`${path}&cursor=${encodeURIComponent(cursor!)}`, auth);

    expect(cursor).toMatch(/^c1\.[A-Za-z0-9_-]+$/);
    expect(Buffer.from(cursor!.slice(3), 'base64url').toString('latin1')).not.toMatch(/productid|variantid|\$neonkeys/i);
    expect(next.status).toBe(200);
  });

  it("refuses a cursor of one product's reviews for another product's, and a catalogue cursor for reviews", async () => {
    const reviewsOfA = await nextCursorOf(`/api/products/${productA}/reviews?limit=2`, false);
    const catalogue = await nextCursorOf('/api/products?limit=2', false);

    const crossProduct = await get(`/api/products/${productB}/reviews?limit=2&cursor=${encodeURIComponent(reviewsOfA!)}`, false);
    const crossListing = await get(`/api/products/${productA}/reviews?limit=2&cursor=${encodeURIComponent(catalogue!)}`, false);

    for (const res of [crossProduct, crossListing]) {
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(((await res.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('query.cursor');
    }
  });

  it('refuses a catalogue cursor issued for one product type when another type is asked for', async () => {
    const games = await nextCursorOf('/api/products?limit=1&type=game_key', false);
    const res = await get(`/api/products?limit=1&type=gift_card&cursor=${encodeURIComponent(games ?? 'c1.none')}`, false);

    expect(res.status).toBe(400);
  });

  it.each(['e30', 'WzFd', 'InMi', 'NDI', 'eyJfX3Byb3RvX18iOnsiYSI6MX19', 'bnVsbA'])('answers 400 to the foreign cursor %s on every route', async (forged) => {
    for (const { path, auth } of routes()) {
      const res = await get(`${path}&cursor=${forged}`, auth);
      expect(res.status, path).toBe(400);
    }
  });

  it('never answers a 5xx to random bytes or random JSON as a cursor', async () => {
    const cursors = fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('base64')),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => `c1.${Buffer.from(bytes).toString('base64url')}`),
      fc.json({ maxDepth: 3 }).map((json) => Buffer.from(json).toString('base64url')),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(cursors, fc.integer({ min: 0, max: 2 }), async (cursor, index) => {
        const { path, auth } = routes()[index]!;
        const res = await get(`${path}&cursor=${encodeURIComponent(cursor)}`, auth);
        await res.arrayBuffer();
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
