import { randomUUID } from 'node:crypto';
import type { RouteId } from '../../shared/routes/route-table';
import type { Deps } from '../../functions/lib/deps';
import { seedProduct, seedReference } from './catalog-fixture';
import { recaptchaToken } from './twin-settings';
import { storeKeys } from '../../functions/inventory/store-keys';
import { startCheckout } from '../../functions/orders/start-checkout';
import { settlePayment } from '../../functions/orders/settle-payment';
import { sessionOf, stripeControl } from './commerce';
import { postReview } from '../../functions/reviews/post-review';
import { startExport } from '../../functions/search-exports/start-export';
import { runExport } from '../../functions/search-exports/run-export';
import { addSearchTest } from '../../functions/search-testing/search-test-cases';
import { addSearchTestSchema } from '../../shared/search-testing/search-test-request';
import { startExportSchema } from '../../shared/search-exports/export-request';
import { adminCatalogSamples, seedAdminCatalogFixture, type AdminCatalogFixture } from './samples/admin-catalog-samples';
import { adminContentSamples, seedAdminContentFixture, type AdminContentFixture } from './samples/admin-content-samples';
import { adminInventorySamples, seedAdminInventoryFixture, type AdminInventoryFixture } from './samples/admin-inventory-samples';
import { adminOrderSamples, seedAdminOrderFixture, type AdminOrderFixture } from './samples/admin-order-samples';
import { securitySamples, seedSecurityFixture, type SecurityFixture } from './samples/security-samples';
import { adminPeopleSamples, seedAdminPeopleFixture, type AdminPeopleFixture } from './samples/admin-people-samples';
import { adminAudienceSamples } from './samples/admin-audience-samples';

/** What the matrix needs to build a valid request for any route: the base every area shares, and each back-office area's own. */
export interface Fixture extends BaseFixture {
  adminCatalog: AdminCatalogFixture;
  adminInventory: AdminInventoryFixture;
  adminOrder: AdminOrderFixture;
  adminPeople: AdminPeopleFixture;
  adminContent: AdminContentFixture;
  security: SecurityFixture;
}

export interface BaseFixture {
  productId: string;
  slug: string;
  variantId: string;
  soldOutVariantId: string;
  userId: string;
  /** An in-stock variant checkouts can reserve. */
  buyableVariantId: string;
  /** A paid, delivered order per caller (user id) whose order routes the matrix calls, with one of its keys. */
  orders: Record<string, { orderId: string; keyId: string; otherKeyId: string; itemId: string }>;
  guestOrder: { orderId: string; token: string; keyId: string; otherKeyId: string; refundable: Record<string, string> };
  /** A Stripe event the store ignores, signed as Stripe signs it. */
  webhook: { payload: string; signature: string };
  /**
   * A product every sample caller bought (a completed order each, apart from the refunds the matrix makes on the other
   * product), and the review `hostile-admin` already wrote of it: the others may post theirs, hostile-admin hears 409.
   */
  review: { productId: string; reviewId: string };
  /** A completed search-index export, whose file the download route signs a link to. */
  exportId: string;
  /** One custom search test per caller to delete, so each deletion finds its own. */
  searchTests: Record<string, string>;
  /** One synonym per caller (in the English index) to edit and delete. */
  synonyms: Record<string, string>;
}

export interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A raw body sent as is (a signed webhook). */
  rawBody?: string;
}

/** The user ids the matrix and the hostile-input test sign in as; each owns an order of its own. */
export const sampleCallers = ['matrix-user', 'matrix-employee', 'matrix-admin', 'hostile-admin'] as const;

/**
 * One valid request per route. The type makes this table list every route id, so a new route fails to
 * compile until it is given a sample, and with it, a row of the matrix.
 */
export const samples: { [K in RouteId]: (f: Fixture, callerId?: string) => Sample } = {
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
  getSitemap: () => ({ query: { type: 'main' } }),
  adminSitemaps: () => ({}),
  adminGenerateSitemap: () => ({ params: { type: 'categories' } }),
  adminSearchExports: () => ({ query: { limit: '10' } }),
  adminStartSearchExport: () => ({ body: { exportType: 'incremental', languages: ['en', 'es'], currencies: ['USD', 'EUR'], filter: 'product_type:gift_card', format: 'csv' } }),
  adminSearchExportDownload: (f) => ({ params: { exportId: f.exportId } }),
  adminPerformance: () => ({ query: { window: '15' } }),
  adminSearchAnalytics: () => ({ query: { range: '30d' } }),
  adminLanguages: () => ({}),
  adminAddLanguage: () => ({ body: { code: `zz-${crypto.randomUUID().replaceAll('-', '').slice(0, 8)}`, name: 'Matrix Test Language' } }),
  adminSetLanguageActive: () => ({ params: { code: 'es' }, body: { isActive: true } }),
  adminProductTranslations: () => ({ query: { language: 'es', state: 'missing' } }),
  adminSaveTranslation: (f) => ({ params: { productId: f.productId, language: 'es' }, body: { field: 'seoTitle', text: 'Título de prueba de la matriz' } }),
  adminValidateTranslations: () => ({ body: { language: 'es' } }),
  adminAutoTranslate: () => ({ body: { language: 'es' } }),
  adminExportTranslations: () => ({ query: { language: 'es', format: 'json' } }),
  adminImportTranslations: () => ({ body: { language: 'es', format: 'json', content: JSON.stringify({ sourceLanguage: 'en', targetLanguage: 'es', products: {} }) } }),
  recordSearchClick: () => ({ body: { query: 'steam', objectId: 'prd_12345678', position: 2, language: 'en', source: 'results' } }),
  adminSearchStatus: () => ({}),
  adminForceSearchSync: () => ({}),
  adminSearchSettings: () => ({}),
  adminSaveSearchSettings: () => ({ body: { searchTimeoutMs: 4000, maxResultsPerPage: 24, typoTolerance: 'enabled', analyticsEnabled: true } }),
  adminSearchTests: () => ({}),
  adminSearchSynonyms: () => ({ query: { language: 'en' } }),
  adminAddSearchSynonym: (_f, callerId) => ({ body: { language: 'en', synonym: { type: 'onewaysynonym', input: `matrix input ${callerId ?? 'anyone'}`, synonyms: ['steam'] } } }),
  adminSaveSearchSynonym: (f, callerId) => ({
    params: { language: 'en', objectID: f.synonyms[callerId ?? ''] ?? f.synonyms['matrix-admin']! },
    body: { type: 'synonym', synonyms: ['matrix edited', `edited ${callerId ?? 'anyone'}`] },
  }),
  adminDeleteSearchSynonym: (f, callerId) => ({ params: { language: 'en', objectID: f.synonyms[callerId ?? ''] ?? f.synonyms['matrix-admin']! } }),
  adminAddSearchTest: (_f, callerId) => ({ body: { query: `matrix test of ${callerId ?? 'anyone'}`, filters: { platform: 'steam' }, expectedTop: ['steam-wallet-gift-card'] } }),
  adminDeleteSearchTest: (f, callerId) => ({ params: { testId: f.searchTests[callerId ?? ''] ?? f.searchTests['matrix-admin']! } }),
  adminSaveSearchTestRun: () => ({
    body: { startedAt: '2026-11-30T10:00:00.000Z', results: [{ testId: 'builtin-1', actualResults: 12, topSlugs: ['steam-wallet-gift-card'], responseTimeMs: 21.5, engineTimeMs: 1, error: null }] },
  }),
  getSearchConfig: () => ({}),
  recordSearchLog: () => ({
    body: { entries: [{ query: 'matrix', language: 'en', currency: 'USD', platform: null, resultsCount: 0, searchedAt: '2026-11-20T12:00:00.000Z' }] },
  }),
  recordTracking: () => ({
    body: { sessionId: 'matrix_session_1', batchId: 'matrix_batch_01', sentAt: Date.parse('2026-11-20T12:00:00.000Z'), viewport: { width: 1280, height: 800 }, events: [{ type: 'heartbeat', at: Date.parse('2026-11-20T12:00:00.000Z'), path: '/' }] },
  }),
  trackGeolocation: () => ({ body: { sessionId: 'matrix_session_geo', fingerprint: 'c'.repeat(32) } }),
  // A session per caller: a session another account linked first is rightly refused (409).
  linkTrackingSession: (_f, callerId) => ({ body: { sessionId: `session-link-${callerId ?? 'anyone'}` } }),
  getMe: () => ({}),
  getAuthConfig: () => ({}),
  verifyHuman: () => ({ body: { token: recaptchaToken('login'), action: 'login' } }),
  getProfile: () => ({}),
  updateProfile: () => ({ body: { fullName: 'Matrix Caller', country: 'US', phone: null } }),
  adminSetUserRole: (f) => ({ params: { userId: f.userId, role: 'employee' }, body: { isActive: true } }),
  quoteCart: (f) => ({ body: { lines: [{ variantId: f.buyableVariantId, quantity: 1 }] } }),
  getCart: () => ({}),
  putCart: (f) => ({ body: { lines: [{ variantId: f.buyableVariantId, quantity: 2 }] } }),
  mergeCart: (f) => ({ body: { lines: [{ variantId: f.buyableVariantId, quantity: 1 }] } }),
  checkout: (f) => ({ body: { lines: [{ variantId: f.buyableVariantId, quantity: 1 }] } }),
  guestCheckout: (f) => ({ body: { lines: [{ variantId: f.buyableVariantId, quantity: 1 }], email: `matrix-guest-${randomUUID()}@example.test` } }),
  paymentWebhook: (f) => ({ rawBody: f.webhook.payload, headers: { 'stripe-signature': f.webhook.signature } }),
  listOrders: () => ({}),
  getOrder: (f, caller) => ({ params: { orderId: orderOf(f, caller).orderId } }),
  revealKey: (f, caller) => ({ params: { orderId: orderOf(f, caller).orderId, keyId: orderOf(f, caller).keyId } }),
  // The buyer refunds the key they did not reveal; staff then refund the revealed one, which only staff may.
  refundOrder: (f, caller) => ({ params: { orderId: orderOf(f, caller).orderId }, body: { keyIds: [orderOf(f, caller).otherKeyId] } }),
  listOwnedKeys: () => ({ query: { q: 'matrix' } }),
  getGuestOrder: (f) => ({ params: { orderId: f.guestOrder.orderId }, query: { token: f.guestOrder.token } }),
  revealGuestKey: (f) => ({ params: { orderId: f.guestOrder.orderId, keyId: f.guestOrder.keyId }, body: { token: f.guestOrder.token } }),
  // A public route every caller may use: each refunds a key of its own, so none finds its key already refunded.
  refundGuestOrder: (f, caller) => ({ params: { orderId: f.guestOrder.orderId }, body: { token: f.guestOrder.token, keyIds: [f.guestOrder.refundable[caller ?? ''] ?? f.guestOrder.otherKeyId] } }),
  adminRefundOrder: (f, caller) => ({ params: { orderId: orderOf(f, caller).orderId }, body: { reason: 'Matrix check', keyIds: [orderOf(f, caller).keyId] } }),
  getReviewEligibility: (f) => ({ params: { productId: f.review.productId } }),
  createReview: (f) => ({ params: { productId: f.review.productId }, body: { rating: 80, comment: 'The key worked at once. Great value.', pros: ['Instant delivery'], cons: [] } }),
  adminListReviews: (f) => ({ params: { productId: f.review.productId } }),
  adminSetReviewVisibility: (f) => ({ params: { reviewId: f.review.reviewId }, body: { hidden: true } }),
  ...adminCatalogSamples,
  ...adminInventorySamples,
  ...adminOrderSamples,
  ...securitySamples,
  ...adminPeopleSamples,
  ...adminAudienceSamples,
  // The analytics panel reads counters only and takes no input.
  adminAnalytics: () => ({}),
  adminAnalyticsSystemConfig: () => ({}),
  ...adminContentSamples,
};

/** The caller's own order, or any order for a caller who owns none (they are refused before it matters). */
const orderOf = (f: Fixture, caller: string | undefined) => f.orders[caller ?? ''] ?? Object.values(f.orders)[0]!;

/** The address of a sample request: path parameters filled in and encoded, the sample's query set. */
export function requestUrl(base: string, path: string, sample: Sample): URL {
  const url = new URL(base + path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(sample.params?.[name] ?? '')));
  for (const [name, value] of Object.entries(sample.query ?? {})) url.searchParams.set(name, value);
  return url;
}

/** The data every sample refers to: a product with an in-stock and a sold-out variant, currency rates and a user. */
export async function seedRouteFixture(deps: Deps): Promise<Fixture> {
  const base = await seedBaseFixture(deps);
  // The Languages tab's switch needs a language to switch.
  await deps.store.entities.language.put({ code: 'es', name: 'Spanish', nativeName: 'Español', isActive: true }).go();
  return {
    ...base,
    adminCatalog: await seedAdminCatalogFixture(deps, base),
    adminInventory: await seedAdminInventoryFixture(deps, base),
    adminOrder: await seedAdminOrderFixture(deps, base),
    adminPeople: await seedAdminPeopleFixture(deps, base),
    adminContent: await seedAdminContentFixture(deps, base),
    security: await seedSecurityFixture(deps),
  };
}

async function seedBaseFixture(deps: Deps): Promise<BaseFixture> {
  await seedReference(deps);
  const { product, variants } = await seedProduct(deps, { slug: `matrix-${randomUUID().slice(0, 8)}` }, [{ availableKeys: 0 }, { availableKeys: 0 }]);
  await deps.store.entities.currencyRates.put({ base: 'USD', rates: { USD: 1, EUR: 0.9, GBP: 0.8, JPY: 150, CAD: 1.3, AUD: 1.5 }, asOf: '2026-11-20T00:00:00.000Z', source: 'test' }).go();
  await deps.store.entities.user.put({ userId: 'matrix-target', email: 'matrix-target@example.test', fullName: 'Matrix Target' }).go();
  const buyable = await seedProduct(deps, { slug: `matrix-buy-${randomUUID().slice(0, 8)}`, name: 'Matrix Gift Card' }, [{ priceUsdCents: 2500 }]);
  const buyableVariantId = buyable.variants[0]!.variantId;
  await storeKeys(deps, buyableVariantId, Array.from({ length: 40 }, () => `MATRIX-${randomUUID()}`), 'matrix');
  const orders: Fixture['orders'] = {};
  for (const caller of sampleCallers) orders[caller] = await paidOrder(deps, buyableVariantId, caller, `${caller}@example.test`);
  const guestEmail = `matrix-guest-owner-${randomUUID().slice(0, 8)}@example.test`;
  const guest = await paidOrder(deps, buyableVariantId, null, guestEmail, 6);
  const guestKeys = (await deps.store.entities.orderKey.query.byOrder({ orderId: guest.orderId }).go()).data.map((k) => k.keyId).filter((k) => k !== guest.keyId);
  const refundable = Object.fromEntries(['matrix-anonymous', 'matrix-user', 'matrix-employee', 'matrix-admin'].map((caller, i) => [caller, guestKeys[i]!]));
  const reviewed = await seedProduct(deps, { slug: `matrix-review-${randomUUID().slice(0, 8)}`, name: 'Matrix Reviewed Game' }, [{ priceUsdCents: 1500 }]);
  const reviewedVariantId = reviewed.variants[0]!.variantId;
  await storeKeys(deps, reviewedVariantId, Array.from({ length: 2 * sampleCallers.length }, () => `MATRIX-${randomUUID()}`), 'matrix');
  for (const caller of sampleCallers) await paidOrder(deps, reviewedVariantId, caller, `${caller}@example.test`);
  const author = { userId: 'hostile-admin', verifiedEmail: null, tokenName: 'Hostile Admin', tokenEmail: null };
  const { review } = await postReview(deps, author, reviewed.product.productId, { rating: 80, comment: 'A review the matrix hides and shows.', pros: [], cons: [] });
  const payload = JSON.stringify({ id: `evt_matrix_${randomUUID()}`, object: 'event', type: 'customer.created', created: Math.floor(Date.now() / 1000), data: { object: { id: 'cus_matrix' } } });
  return {
    productId: product.productId,
    slug: product.slug!,
    variantId: variants[0]!.variantId,
    soldOutVariantId: variants[1]!.variantId,
    userId: 'matrix-target',
    buyableVariantId,
    orders,
    guestOrder: { ...guest, refundable, token: await deps.guestLinks.sign(guest.orderId, guestEmail, new Date()) },
    webhook: { payload, signature: (await stripeControl.sign(payload)).header },
    review: { productId: reviewed.product.productId, reviewId: review.reviewId },
    exportId: await completedExport(deps),
    searchTests: Object.fromEntries(
      await Promise.all(sampleCallers.map(async (caller) => [caller, (await addSearchTest(deps, addSearchTestSchema.parse({ query: `deletable test of ${caller}` }), caller)).testId] as const)),
    ),
    synonyms: Object.fromEntries(
      await Promise.all(
        sampleCallers.map(async (caller) => {
          // Written as the table holds them; the routes under test push them to the engine.
          const objectID = `matrix-${caller}-${randomUUID().slice(0, 8)}`;
          await deps.store.entities.searchSynonym.put({ language: 'en', objectID, type: 'synonym', synonyms: [`matrix ${caller}`, `sample ${objectID}`] }).go();
          return [caller, objectID] as const;
        }),
      ),
    ),
  };
}

/** A real export, queued and run as the exports consumer runs it. */
async function completedExport(deps: Deps): Promise<string> {
  const job = await startExport(deps, startExportSchema.parse({ exportType: 'full' }), 'matrix-admin');
  await runExport(deps, job.exportId);
  return job.exportId;
}

/** A real paid order: checkout through the use case, paid on the local Stripe, settled as the consumer settles it. */
async function paidOrder(deps: Deps, variantId: string, userId: string | null, email: string, quantity = 2) {
  const started = await startCheckout(deps, { lines: [{ variantId, quantity }], email, userId, acknowledgedVariantIds: [], displayCurrency: 'USD', country: 'US', origin: undefined, ip: '192.0.2.1' });
  await stripeControl.hold(true);
  await stripeControl.pay(sessionOf(started.paymentUrl));
  await stripeControl.hold(false);
  const session = await deps.payments.retrieveSession(sessionOf(started.paymentUrl));
  await settlePayment(deps, started.orderId, { paymentIntentId: session.paymentIntentId ?? undefined });
  const order = (await deps.store.entities.order.get({ orderId: started.orderId }).go({ consistent: true })).data!;
  const [key, other] = (await deps.store.entities.orderKey.query.byOrder({ orderId: started.orderId }).go()).data;
  return { orderId: started.orderId, keyId: key!.keyId, otherKeyId: other!.keyId, itemId: order.items[0]!.itemId };
}
