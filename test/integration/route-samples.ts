import { randomUUID } from 'node:crypto';
import type { RouteId } from '../../shared/routes/route-table';
import type { Deps } from '../../functions/lib/deps';
import { seedProduct, seedReference } from './catalog-fixture';
import { recaptchaToken } from './twin-settings';

/** What the matrix needs to build a valid request for any route. */
export interface Fixture {
  productId: string;
  slug: string;
  variantId: string;
  soldOutVariantId: string;
  userId: string;
}

export interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * One valid request per route. The type makes this table list every route id, so a new route fails to
 * compile until it is given a sample, and with it, a row of the matrix.
 */
export const samples: { [K in RouteId]: (f: Fixture) => Sample } = {
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
  verifyHuman: () => ({ body: { token: recaptchaToken('login'), action: 'login' } }),
  getProfile: () => ({}),
  updateProfile: () => ({ body: { fullName: 'Matrix Caller', country: 'US', phone: null } }),
  adminListKeys: (f) => ({ params: { variantId: f.variantId } }),
  adminImportKeys: (f) => ({ params: { variantId: f.variantId }, body: { keys: [`MATRIX-${randomUUID()}`] } }),
  adminSetUserRole: (f) => ({ params: { userId: f.userId, role: 'employee' }, body: { isActive: true } }),
};

/** The address of a sample request: path parameters filled in and encoded, the sample's query set. */
export function requestUrl(base: string, path: string, sample: Sample): URL {
  const url = new URL(base + path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(sample.params?.[name] ?? '')));
  for (const [name, value] of Object.entries(sample.query ?? {})) url.searchParams.set(name, value);
  return url;
}

/** The data every sample refers to: a product with an in-stock and a sold-out variant, currency rates and a user. */
export async function seedRouteFixture(deps: Deps): Promise<Fixture> {
  await seedReference(deps);
  const { product, variants } = await seedProduct(deps, { slug: `matrix-${randomUUID().slice(0, 8)}` }, [{ availableKeys: 0 }, { availableKeys: 0 }]);
  await deps.store.entities.currencyRates.put({ base: 'USD', rates: { USD: 1, EUR: 0.9, GBP: 0.8, JPY: 150, CAD: 1.3, AUD: 1.5 }, asOf: '2026-11-20T00:00:00.000Z', source: 'test' }).go();
  await deps.store.entities.user.put({ userId: 'matrix-target', email: 'matrix-target@example.test', fullName: 'Matrix Target' }).go();
  return { productId: product.productId, slug: product.slug!, variantId: variants[0]!.variantId, soldOutVariantId: variants[1]!.variantId, userId: 'matrix-target' };
}
