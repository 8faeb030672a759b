import * as z from 'zod';
import type { HealthReport } from '../ops/health-report';
import type { PerformanceReport } from '../performance/performance-report';
import type { ProductDetail, ProductPage, SlideView } from '../catalog/catalog-views';
import type { ReferenceData } from '../catalog/reference-data';
import type { AuthClientConfig } from '../auth/auth-client-config';
import { humanActions, type HumanVerificationResult } from '../auth/human-verification';
import type { Me } from '../auth/me';
import { profileUpdateSchema, type AccountProfile, type SavedProfile } from '../auth/profile';
import type { RoleChange } from '../auth/role-change';
import { staffRoles } from '../auth/role-resolution';
import type { CurrencyRates } from '../money/currency-rates';
import type { GeoLocation, HomeData, RegionView, ReviewPage, VariantAvailability } from '../storefront/storefront-views';
import { productTypes } from '../catalog/product';
import type { SearchClientConfig } from '../search/search-client-config';
import { searchLogBatchSchema } from '../search/search-log-entry';
import { fingerprintHash, maxTrackBodyBytes, trackBatchSchema, trackSessionId, type TrackGeolocation } from '../tracking/track-batch';
import { sitemapKinds } from '../seo/sitemap-kinds';
import { route } from './define-route';
import { adminCatalogRoutes } from './admin-catalog-routes';
import { adminContentRoutes } from './admin-content-routes';
import { adminInventoryRoutes } from './admin-inventory-routes';
import { adminOrderRoutes } from './admin-order-routes';
import { securityRoutes } from './security-routes';
import { intelligenceRoutes } from './intelligence-routes';
import { seoRoutes } from './seo-routes';
import { searchExportRoutes } from './search-export-routes';
import { searchTestingRoutes } from './search-testing-routes';
import { searchAdminRoutes } from './search-admin-routes';
import { searchAnalyticsRoutes } from './search-analytics-routes';
import { translationRoutes } from './translation-routes';
import { adminAnalyticsRoutes } from './admin-analytics-routes';
import { adminPeopleRoutes } from './admin-people-routes';
import { adminAudienceRoutes } from './admin-audience-routes';
import { orderRoutes } from './order-routes';
import { reviewRoutes } from './review-routes';
import { countryCode, cursor, email, id, limit } from './route-fields';


/** Every API route. CDK, the local gateway and the SPA client are all generated from this one list. */
export const routes = {
  health: route<HealthReport>()({
    method: 'GET',
    path: '/api/health',
    handler: 'ops/health',
    role: 'public',
    needs: { probes: true },
    summary: 'Component health; 503 when any component is down.',
    request: {},
  }),
  adminPerformance: route<PerformanceReport>()({
    method: 'GET',
    path: '/api/admin/performance',
    handler: 'ops/performance',
    role: 'admin',
    needs: { metrics: true },
    summary: "The Performance Monitor: latency per route (p50, p95, p99) and error rate from the handlers' own measurements, database, search engine and cache figures, memory, and the overall status, over the last 1 to 60 minutes.",
    request: { query: z.strictObject({ window: z.coerce.number().int().min(1).max(60).default(60) }) },
  }),
  listProducts: route<ProductPage>()({
    method: 'GET',
    path: '/api/products',
    handler: 'catalog/list-products',
    role: 'public',
    needs: { secrets: ['cursor'] },
    summary: 'Active products for the storefront grid, newest first.',
    request: {
      query: z.strictObject({ cursor, limit, type: z.enum(productTypes).optional() }),
    },
  }),
  getProduct: route<ProductDetail>()({
    method: 'GET',
    path: '/api/products/{productId}',
    handler: 'catalog/get-product',
    role: 'public',
    summary: 'One product with its purchasable variants.',
    request: { params: z.strictObject({ productId: id }) },
  }),
  getProductBySlug: route<ProductDetail>()({
    method: 'GET',
    path: '/api/products/by-slug/{slug}',
    handler: 'catalog/get-product-by-slug',
    role: 'public',
    summary: 'The canonical product page lookup.',
    request: { params: z.strictObject({ slug: z.string().min(1).max(200).regex(/^[a-z0-9-]+$/, 'Must be a slug') }) },
  }),
  listFeaturedSlides: route<{ items: SlideView[] }>()({
    method: 'GET',
    path: '/api/featured-slides',
    handler: 'catalog/list-featured-slides',
    role: 'public',
    summary: 'Live homepage slides in display order.',
    request: {},
  }),
  getReferenceData: route<ReferenceData>()({
    method: 'GET',
    path: '/api/reference-data',
    handler: 'catalog/get-reference-data',
    role: 'public',
    summary: 'Platforms, regions, countries and languages.',
    request: {},
  }),
  getHome: route<HomeData>()({
    method: 'GET',
    path: '/api/home',
    handler: 'storefront/get-home',
    role: 'public',
    needs: { secrets: ['cursor'] },
    summary: 'Live featured slides, the first page of the product grid and product counts per platform.',
    request: {},
  }),
  getVariantAvailability: route<VariantAvailability>()({
    method: 'GET',
    path: '/api/variants/{variantId}/availability',
    handler: 'storefront/get-variant-availability',
    role: 'public',
    summary: "A variant's available-key counter and stock state.",
    request: { params: z.strictObject({ variantId: id }) },
  }),
  getRegion: route<RegionView>()({
    method: 'GET',
    path: '/api/regions/{regionId}',
    handler: 'storefront/get-region',
    role: 'public',
    summary: 'A region with its excluded countries and, given ?country=, whether keys activate there.',
    request: { params: z.strictObject({ regionId: id }), query: z.strictObject({ country: countryCode.optional() }) },
  }),
  getGeo: route<GeoLocation>()({
    method: 'GET',
    path: '/api/geo',
    handler: 'storefront/get-geo',
    role: 'public',
    needs: { table: 'none' },
    summary: "The visitor's country and city from the CDN's viewer headers.",
    request: {},
  }),
  getCurrencyRates: route<CurrencyRates>()({
    method: 'GET',
    path: '/api/currency-rates',
    handler: 'storefront/get-currency-rates',
    role: 'public',
    summary: 'Conversion rates from USD with their date.',
    request: {},
  }),
  listReviews: route<ReviewPage>()({
    method: 'GET',
    path: '/api/products/{productId}/reviews',
    handler: 'storefront/list-reviews',
    role: 'public',
    needs: { secrets: ['cursor'] },
    summary: 'Reviews of a product, newest first, with the count and average rating.',
    request: { params: z.strictObject({ productId: id }), query: z.strictObject({ cursor, limit: z.coerce.number().int().min(1).max(50).default(10) }) },
  }),
  subscribeNewsletter: route<{ subscribed: true; alreadySubscribed: boolean }>()({
    method: 'POST',
    path: '/api/newsletter',
    handler: 'storefront/subscribe-newsletter',
    role: 'public',
    needs: { table: 'write' },
    summary: 'Subscribes an email to the newsletter; subscribing twice changes nothing.',
    maxBodyBytes: 2048,
    request: { body: z.strictObject({ email }) },
  }),
  requestStockNotification: route<{ registered: true; alreadyRegistered: boolean }>()({
    method: 'POST',
    path: '/api/variants/{variantId}/notify-me',
    handler: 'storefront/request-stock-notification',
    role: 'public',
    needs: { table: 'write' },
    summary: '"Notify me" for a sold-out variant, stored once per email and variant.',
    maxBodyBytes: 2048,
    request: { params: z.strictObject({ variantId: id }), body: z.strictObject({ email }) },
  }),
  getSitemap: route<string>()({
    method: 'GET',
    path: '/api/sitemap',
    handler: 'seo/serve-sitemap',
    role: 'public',
    needs: { files: { sitemaps: 'read' } },
    summary: 'A stored sitemap file: the index, main, categories or products sitemap (`part` of a split one), built for the answer if its kind was never generated.',
    request: {
      query: z.strictObject({
        type: z.enum(sitemapKinds).default('index'),
        part: z.coerce.number().int().min(1, 'Parts start at 1').max(1000).default(1),
      }),
    },
  }),
  getSearchConfig: route<SearchClientConfig>()({
    method: 'GET',
    path: '/api/search/config',
    handler: 'search/get-search-config',
    role: 'public',
    summary: "The SPA's search client settings: the Algolia application and search-only key, or the embedded engine's host; Search Management's timeout, page size and analytics switch.",
    request: {},
  }),
  recordSearchLog: route<{ accepted: number }>()({
    method: 'POST',
    path: '/api/search-log',
    handler: 'search/record-search-log',
    role: 'public',
    needs: { table: 'write' },
    summary: 'Records a batch of searches (query, language, currency, platform filter, result count, time) for analytics; rate-limited per address.',
    maxBodyBytes: 32 * 1024,
    request: { body: searchLogBatchSchema },
  }),
  recordTracking: route<{ accepted: number; tracked: boolean }>()({
    method: 'POST',
    path: '/api/track',
    handler: 'tracking/record-batch',
    role: 'public',
    needs: { table: 'write', sendsTo: ['tracking'] },
    summary: "A visitor session's batch of tracking events (page and product views, clicks, scroll milestones, heartbeats, behaviour buffers, buy events), queued for the tracking consumer; rate-limited per session and per address; nothing is recorded for a browser sending Global Privacy Control.",
    maxBodyBytes: maxTrackBodyBytes,
    request: { body: trackBatchSchema },
  }),
  trackGeolocation: route<TrackGeolocation>()({
    method: 'POST',
    path: '/api/track/geo',
    handler: 'tracking/track-geolocation',
    role: 'public',
    needs: { table: 'write' },
    summary: "Storefront §7's track-ip-geolocation: where the visitor is (CloudFront's viewer headers), and, for a new tab of a device with a live anonymous session (same fingerprint and address, input in the last 30 minutes), that session to carry on; rate-limited per address.",
    maxBodyBytes: 1024,
    request: { body: z.strictObject({ sessionId: trackSessionId, fingerprint: fingerprintHash.optional() }) },
  }),
  linkTrackingSession: route<{ linked: true }>()({
    method: 'POST',
    path: '/api/track/link',
    handler: 'tracking/link-tracking-session',
    role: 'user',
    needs: { table: 'write' },
    summary: "Links the browser's tracking session to the visitor who just signed in, so its events, earlier ones included, are theirs; 409 when the session is another account's.",
    maxBodyBytes: 1024,
    request: { body: z.strictObject({ sessionId: trackSessionId }) },
  }),
  getMe: route<Me>()({
    method: 'GET',
    path: '/api/me',
    handler: 'identity/get-me',
    role: 'user',
    summary: 'The signed-in caller and their effective role.',
    request: {},
  }),
  getAuthConfig: route<AuthClientConfig>()({
    method: 'GET',
    path: '/api/auth/config',
    handler: 'identity/get-auth-config',
    role: 'public',
    needs: { table: 'none' },
    summary: "The SPA's sign-in settings: user pool, app client, Google sign-in and the human verifier.",
    request: {},
  }),
  verifyHuman: route<HumanVerificationResult>()({
    method: 'POST',
    path: '/api/verify-human',
    handler: 'identity/verify-human',
    role: 'public',
    needs: { table: 'none', secrets: ['recaptcha'] },
    summary: 'Scores a human-verification token for an action: pass, challenge below 0.2, or a medium-risk fallback when it cannot be verified.',
    maxBodyBytes: 8192,
    request: {
      body: z.strictObject({
        token: z.string().min(1).max(4096).regex(/^[\x21-\x7E]+$/, 'Must be a verification token'),
        action: z.enum(humanActions),
        expectedScore: z.number().min(0).max(1).optional(),
      }),
    },
  }),
  getProfile: route<AccountProfile>()({
    method: 'GET',
    path: '/api/account/profile',
    handler: 'identity/get-profile',
    role: 'user',
    needs: { table: 'write' },
    summary: "The caller's own profile, created from their token's claims if the sign-up trigger has not made it.",
    request: {},
  }),
  updateProfile: route<SavedProfile>()({
    method: 'PUT',
    path: '/api/account/profile',
    handler: 'identity/update-profile',
    role: 'user',
    needs: { table: 'write', userPool: ['attributes'] },
    summary: "Updates the caller's own full name, country and phone, and writes them to the user pool, which sends a new phone a code to verify.",
    maxBodyBytes: 2048,
    request: { body: profileUpdateSchema },
  }),
  adminSetUserRole: route<RoleChange>()({
    method: 'PUT',
    path: '/api/admin/users/{userId}/roles/{role}',
    handler: 'identity/set-user-role',
    role: 'admin',
    needs: { table: 'write', userPool: ['groups'] },
    summary: 'Grants or revokes employee or admin for a user, with an audit entry, mirrored to the user pool groups.',
    request: {
      params: z.strictObject({ userId: id, role: z.enum(staffRoles) }),
      body: z.strictObject({ isActive: z.boolean() }),
    },
  }),
  ...orderRoutes,
  ...reviewRoutes,
  ...adminCatalogRoutes,
  ...adminInventoryRoutes,
  ...adminOrderRoutes,
  ...adminPeopleRoutes,
  ...adminAudienceRoutes,
  ...adminAnalyticsRoutes,
  ...adminContentRoutes,
  ...securityRoutes,
  ...intelligenceRoutes,
  ...seoRoutes,
  ...searchExportRoutes,
  ...searchTestingRoutes,
  ...searchAdminRoutes,
  ...searchAnalyticsRoutes,
  ...translationRoutes,
} as const;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
