import { describe } from 'vitest';
import { useStoreInBrowser } from './browser';
import { contentJourneys } from './admin/content-journeys';
import { dashboardJourneys } from './admin/dashboard-journeys';
import { adminJourneyKit } from './admin/journey-kit';
import { ordersJourneys } from './admin/orders-journeys';
import { phoneTableJourneys } from './admin/phone-table-journeys';
import { performanceJourneys } from './admin/performance-journeys';
import { productsJourneys } from './admin/products-journeys';
import { intelligenceJourneys } from './admin/intelligence-journeys';
import { securityJourneys } from './admin/security-journeys';
import { seoJourneys } from './admin/seo-journeys';
import { exportJourneys } from './admin/export-journeys';
import { searchTestingJourneys } from './admin/search-testing-journeys';
import { searchManagementJourneys } from './admin/search-management-journeys';
import { multiLanguageJourneys } from './admin/multi-language-journeys';
import { synonymJourneys } from './admin/synonym-journeys';
import { shellJourneys } from './admin/shell-journeys';
import { variantsJourneys } from './admin/variants-journeys';

/**
 * Every back-office journey on one local store and one Chromium: starting a stack costs about a minute on the
 * 2-core CI machine, so the journeys share it. They share nothing else they could trip on: each buys, creates and
 * edits its own products, orders, regions and users (see each module), so any one of them passes alone or in any order.
 */
describe('the back office in a browser', () => {
  const store = useStoreInBrowser('admin');
  const kit = adminJourneyKit(store);

  shellJourneys(store);
  phoneTableJourneys(store);
  productsJourneys(store, kit);
  variantsJourneys(store, kit);
  ordersJourneys(store, kit);
  dashboardJourneys(store, kit);
  performanceJourneys(store, kit);
  contentJourneys(store, kit);
  securityJourneys(store, kit);
  intelligenceJourneys(store, kit);
  seoJourneys(store, kit);
  exportJourneys(store, kit);
  searchTestingJourneys(store, kit);
  searchManagementJourneys(store, kit);
  multiLanguageJourneys(store, kit);
  synonymJourneys(store, kit);
});
