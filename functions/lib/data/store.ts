import { Entity, Service } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { cartEntity } from './entities/cart';
import { catalogCounterEntity } from './entities/catalog-counter';
import { translationActivityEntity } from './entities/translation-activity';
import { countryEntity } from './entities/country';
import { keyFingerprintEntity } from './entities/key-fingerprint';
import { keyImportTallyEntity } from './entities/key-import-tally';
import { keyRevealAuditEntity } from './entities/key-reveal-audit';
import { orderEntity } from './entities/order';
import { orderKeyEntity } from './entities/order-key';
import { orderSequenceEntity } from './entities/order-sequence';
import { orderStatusCounterEntity } from './entities/order-status-counter';
import { salesCounterEntity } from './entities/sales-counter';
import { paymentLinkEntity } from './entities/payment-link';
import { currencyRatesEntity } from './entities/currency-rates';
import { newsletterSubscriptionEntity } from './entities/newsletter-subscription';
import { newsletterTallyEntity } from './entities/newsletter-tally';
import { reviewEntity } from './entities/review';
import { reviewAuthorshipEntity } from './entities/review-authorship';
import { productPurchaseEntity } from './entities/product-purchase';
import { roleAuditEntryEntity } from './entities/role-audit-entry';
import { roleRecordEntity } from './entities/role-record';
import { staffAuditEntryEntity } from './entities/staff-audit-entry';
import { stockAlertEntity } from './entities/stock-alert';
import { stockNotificationEntity } from './entities/stock-notification';
import { stockNotificationTallyEntity } from './entities/stock-notification-tally';
import { featuredSlideEntity } from './entities/featured-slide';
import { ipHistoryEntity } from './entities/ip-history';
import { detectionRuleEntity } from './entities/detection-rule';
import { fraudAlertEntity } from './entities/fraud-alert';
import { geoRestrictionEntity } from './entities/geo-restriction';
import { securityCounterEntity } from './entities/security-counter';
import { vpnDetectionEntity } from './entities/vpn-detection';
import { browserFingerprintEntity } from './entities/browser-fingerprint';
import { listedPlatformEntity } from './entities/listed-platform';
import { listedPlatformCountEntity } from './entities/listed-platform-count';
import { languageEntity } from './entities/language';
import { lookupTermEntity } from './entities/lookup-term';
import { platformEntity } from './entities/platform';
import { preorderEntryEntity } from './entities/preorder-entry';
import { preorderTallyEntity } from './entities/preorder-tally';
import { productEntity } from './entities/product';
import { productKeyEntity } from './entities/product-key';
import { productListingEntity } from './entities/product-listing';
import { productSlugEntity } from './entities/product-slug';
import { productPlatformEntity } from './entities/product-platform';
import { rateLimitWindowEntity } from './entities/rate-limit-window';
import { regionEntity } from './entities/region';
import { searchLogEntity } from './entities/search-log';
import { searchDaySummaryEntity, searchDayTallyEntity } from './entities/search-analytics';
import { searchRecordEntity } from './entities/search-record';
import { tableMigrationEntity } from './entities/table-migration';
import { trackEventEntity } from './entities/track-event';
import { visitorSessionEntity } from './entities/visitor-session';
import { sessionLinkEntity } from './entities/session-link';
import { productDayCounterEntity } from './entities/product-day-counter';
import { productDayRollupEntity } from './entities/product-day-rollup';
import { recentActivityEntity } from './entities/recent-activity';
import { trafficCounterEntity } from './entities/traffic-counter';
import { countryTrafficEntity } from './entities/country-traffic';
import { trafficWindowEntity } from './entities/traffic-window';
import { viewerMarkEntity } from './entities/viewer-mark';
import { orderEmailClaimEntity } from './entities/order-email-claim';
import { visitorSketchEntity } from './entities/visitor-sketch';
import { userEntity } from './entities/user';
import { userRiskProfileEntity } from './entities/user-risk-profile';
import { geoAccessEntryEntity } from './entities/geo-access-entry';
import { sitemapEntryEntity } from './entities/sitemap-entry';
import { sitemapGenerationEntity, sitemapTallyEntity } from './entities/sitemap-generation';
import { searchExportEntity, searchExportMarkEntity } from './entities/search-export';
import { searchTestCaseEntity, searchTestRunEntity } from './entities/search-test';
import { searchSynonymEntity } from './entities/search-synonym';
import { searchSettingsEntity, searchSyncStatusEntity } from './entities/search-admin';
import { rateLimitHitEntity } from './entities/rate-limit-hit';
import { userOrderStatsEntity } from './entities/user-order-stats';
import { userSessionTallyEntity } from './entities/user-session-tally';
import { variantEntity } from './entities/variant';
import { variantGroupEntity } from './entities/variant-group';

export const entities = {
  cart: cartEntity,
  catalogCounter: catalogCounterEntity,
  country: countryEntity,
  keyFingerprint: keyFingerprintEntity,
  keyImportTally: keyImportTallyEntity,
  keyRevealAudit: keyRevealAuditEntity,
  order: orderEntity,
  orderEmailClaim: orderEmailClaimEntity,
  orderKey: orderKeyEntity,
  orderSequence: orderSequenceEntity,
  orderStatusCounter: orderStatusCounterEntity,
  salesCounter: salesCounterEntity,
  paymentLink: paymentLinkEntity,
  currencyRates: currencyRatesEntity,
  newsletterSubscription: newsletterSubscriptionEntity,
  newsletterTally: newsletterTallyEntity,
  review: reviewEntity,
  reviewAuthorship: reviewAuthorshipEntity,
  productPurchase: productPurchaseEntity,
  roleAuditEntry: roleAuditEntryEntity,
  roleRecord: roleRecordEntity,
  staffAuditEntry: staffAuditEntryEntity,
  stockAlert: stockAlertEntity,
  stockNotification: stockNotificationEntity,
  stockNotificationTally: stockNotificationTallyEntity,
  featuredSlide: featuredSlideEntity,
  ipHistory: ipHistoryEntity,
  detectionRule: detectionRuleEntity,
  fraudAlert: fraudAlertEntity,
  geoRestriction: geoRestrictionEntity,
  securityCounter: securityCounterEntity,
  vpnDetection: vpnDetectionEntity,
  browserFingerprint: browserFingerprintEntity,
  language: languageEntity,
  translationActivity: translationActivityEntity,
  listedPlatform: listedPlatformEntity,
  listedPlatformCount: listedPlatformCountEntity,
  lookupTerm: lookupTermEntity,
  platform: platformEntity,
  preorderEntry: preorderEntryEntity,
  preorderTally: preorderTallyEntity,
  product: productEntity,
  productDayCounter: productDayCounterEntity,
  productDayRollup: productDayRollupEntity,
  productKey: productKeyEntity,
  productListing: productListingEntity,
  productSlug: productSlugEntity,
  productPlatform: productPlatformEntity,
  rateLimitWindow: rateLimitWindowEntity,
  recentActivity: recentActivityEntity,
  region: regionEntity,
  searchLog: searchLogEntity,
  searchDayTally: searchDayTallyEntity,
  searchDaySummary: searchDaySummaryEntity,
  searchRecord: searchRecordEntity,
  sessionLink: sessionLinkEntity,
  tableMigration: tableMigrationEntity,
  trackEvent: trackEventEntity,
  trafficCounter: trafficCounterEntity,
  countryTraffic: countryTrafficEntity,
  trafficWindow: trafficWindowEntity,
  user: userEntity,
  userOrderStats: userOrderStatsEntity,
  userRiskProfile: userRiskProfileEntity,
  geoAccessEntry: geoAccessEntryEntity,
  sitemapEntry: sitemapEntryEntity,
  searchExport: searchExportEntity,
  searchExportMark: searchExportMarkEntity,
  searchTestCase: searchTestCaseEntity,
  searchSynonym: searchSynonymEntity,
  searchSettings: searchSettingsEntity,
  searchSyncStatus: searchSyncStatusEntity,
  searchTestRun: searchTestRunEntity,
  sitemapGeneration: sitemapGenerationEntity,
  sitemapTally: sitemapTallyEntity,
  rateLimitHit: rateLimitHitEntity,
  userSessionTally: userSessionTallyEntity,
  variant: variantEntity,
  variantGroup: variantGroupEntity,
  viewerMark: viewerMarkEntity,
  visitorSketch: visitorSketchEntity,
  visitorSession: visitorSessionEntity,
};

type Entities = typeof entities;

/**
 * Binds every entity to one table and client; transactions across entities go through `store.transaction`. Each store
 * gets entities of its own: ElectroDB's Service rebinds the entity objects it is given, so two stores sharing them
 * (a read-only and a read-write one in one process, or a test's inspector) would silently swap clients and tables.
 */
export function createStore(client: DynamoDBDocumentClient, table: string) {
  const own = Object.fromEntries(
    Object.entries(entities).map(([name, entity]) => [name, new Entity((entity as unknown as { schema: ConstructorParameters<typeof Entity>[0] }).schema)]),
  ) as unknown as Entities;
  return new Service(own, { client, table });
}
export type Store = ReturnType<typeof createStore>;
