import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satisfiesRole, type Role } from '../../shared/auth/roles';
import { routes, type RouteId } from '../../shared/routes/route-table';
import { seedProduct, seedReference } from './catalog-fixture';
import { startTestGateway, type TestGateway } from './gateway';
import { useTestTable } from './table';

/** What the matrix needs to build a valid request for any route. */
interface Fixture {
  productId: string;
  slug: string;
  variantId: string;
  soldOutVariantId: string;
  userId: string;
}

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * One valid request per route. The type makes this table list every route id, so a new route fails to
 * compile until it is given a sample, and with it, a row of the matrix.
 */
const samples: { [K in RouteId]: (f: Fixture) => Sample } = {
  health: () => ({}),
  listProducts: () => ({ query: { limit: '5' } }),
  getProduct: (f) => ({ params: { productId: f.productId } }),
  getProductBySlug: (f) => ({ params: { slug: f.slug } }),
  listFeaturedSlides: () => ({}),
  getReferenceData: () => ({}),
  getHome: () => ({}),
  getVariantAvailability: (f) => ({ params: { variantId: f.variantId } }),
  getRegion: () => ({ params: { regionId: 'global' }, query: { country: 'US' } }),
  getGeo: () => ({}),
  getCurrencyRates: () => ({}),
  listReviews: (f) => ({ params: { productId: f.productId } }),
  subscribeNewsletter: () => ({ body: { email: `matrix-${randomUUID()}@example.test` } }),
  requestStockNotification: (f) => ({ params: { variantId: f.soldOutVariantId }, body: { email: `matrix-${randomUUID()}@example.test` } }),
  getSitemap: () => ({ query: { type: 'products' } }),
  getSearchConfig: () => ({}),
  recordSearchLog: () => ({
    body: { entries: [{ query: 'matrix', language: 'en', currency: 'USD', platform: null, resultsCount: 0, searchedAt: '2026-11-20T12:00:00.000Z' }] },
  }),
  getMe: () => ({}),
  getAuthConfig: () => ({}),
  verifyHuman: () => ({ body: { token: 'local:0.9', action: 'login' } }),
  getProfile: () => ({}),
  updateProfile: () => ({ body: { fullName: 'Matrix Caller', country: 'US', phone: null } }),
  adminListKeys: (f) => ({ params: { variantId: f.variantId } }),
  adminImportKeys: (f) => ({ params: { variantId: f.variantId }, body: { keys: [`MATRIX-${randomUUID()}`] } }),
  adminSetUserRole: (f) => ({ params: { userId: f.userId, role: 'employee' }, body: { isActive: true } }),
};

const callers = ['anonymous', 'user', 'employee', 'admin'] as const;
type CallerKind = (typeof callers)[number];

/** 401 without a token, 403 with too low a role, a success otherwise. */
const expectedFor = (required: Role, caller: CallerKind): '2xx' | 401 | 403 => {
  if (required === 'public') return '2xx';
  if (caller === 'anonymous') return 401;
  return satisfiesRole(caller, required) ? '2xx' : 403;
};

const matrix = (Object.keys(routes) as RouteId[]).flatMap((id) =>
  callers.map((caller) => ({ id, caller, method: routes[id].method, path: routes[id].path, expected: expectedFor(routes[id].role, caller) })),
);

describe('the authorisation matrix, generated from the route table', () => {
  let gateway: TestGateway;
  let fixture: Fixture;
  const tokens: Partial<Record<CallerKind, string>> = {};
  beforeAll(async () => {
    const deps = await useTestTable();
    await seedReference(deps);
    const { product, variants } = await seedProduct(deps, { slug: `matrix-${randomUUID().slice(0, 8)}` }, [{ availableKeys: 0 }, { availableKeys: 0 }]);
    await deps.store.entities.currencyRates.put({ base: 'USD', rates: { USD: 1, EUR: 0.9, GBP: 0.8, JPY: 150, CAD: 1.3, AUD: 1.5 }, asOf: '2026-11-20T00:00:00.000Z', source: 'test' }).go();
    await deps.store.entities.user.put({ userId: 'matrix-target', email: 'matrix-target@example.test', fullName: 'Matrix Target' }).go();
    fixture = { productId: product.productId, slug: product.slug!, variantId: variants[0]!.variantId, soldOutVariantId: variants[1]!.variantId, userId: 'matrix-target' };
    gateway = await startTestGateway();
    for (const role of ['user', 'employee', 'admin'] as const) tokens[role] = await gateway.tokenFor(role, `matrix-${role}`);
  });
  afterAll(() => gateway.close());

  it.each(matrix)('$method $path as $caller: $expected', async ({ id, caller, method, path, expected }) => {
    const sample = samples[id](fixture);
    const url = new URL(gateway.url + path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(sample.params?.[name] ?? '')));
    for (const [name, value] of Object.entries(sample.query ?? {})) url.searchParams.set(name, value);
    const token = caller === 'anonymous' ? undefined : tokens[caller];

    const res = await fetch(url, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(sample.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: sample.body === undefined ? undefined : JSON.stringify(sample.body),
    });
    await res.arrayBuffer();

    if (expected === '2xx') expect(res.status >= 200 && res.status < 300, `answered ${res.status}`).toBe(true);
    else expect(res.status).toBe(expected);
  });
});
