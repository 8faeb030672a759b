import type { adminAudienceRoutes } from '../../../shared/routes/admin-audience-routes';
import type { BaseFixture, Sample } from '../route-samples';

/**
 * One valid request per route of the Audience screen. They need no data of their own (the base's sold-out variant, which
 * the storefront samples ask to be notified about, is enough) and only read, apart from the exports' audit entries.
 */
export const adminAudienceSamples: { [K in keyof typeof adminAudienceRoutes]: (f: BaseFixture, caller?: string) => Sample } = {
  adminAudienceSummary: () => ({}),
  adminListSubscribers: () => ({ query: { limit: '10' } }),
  adminExportSubscribers: () => ({}),
  adminListNotifyRequests: (f) => ({ query: { variantId: f.soldOutVariantId, limit: '10' } }),
  adminExportNotifyRequests: (f) => ({ query: { variantId: f.soldOutVariantId } }),
};
