import type { PathName } from '@/config/paths';

/** Who may open a screen: staff (employee or admin) or admins only. */
export type ScreenAccess = 'staff' | 'admin';

export interface AdminScreen {
  path: PathName;
  /** Label in the side menu; detail screens are reached from their list and have none. */
  menu?: string;
  /** The page's own heading. */
  title: string;
  /** The title in the header bar, where back-office §2 names it differently from the heading. */
  header?: string;
  summary: string;
  access: ScreenAccess;
  /**
   * What an employee gets on an admin-only screen: back-office §2 sends them to /admin from the users screens and shows
   * 'You don't have permission to access this page.' on Variants & Keys; the other admin-only screens show that message too.
   */
  denied?: 'redirect';
}

/**
 * The admin screens of the spec, in menu order (the employee menu of back-office §6 first, then what admins add).
 * The back office is English-only, like the staff tools it is specified from; the storefront is the localised part.
 * The intelligence and search screens are admin-only: intelligence-and-search §6 implies administrators only.
 */
export const adminScreens = {
  dashboard: { path: 'admin', menu: 'Dashboard', title: 'Dashboard', access: 'staff', summary: "Today's sales and revenue, recent orders, popular platforms and the security overview." },
  products: { path: 'adminProducts', menu: 'Products', title: 'Products', access: 'staff', summary: 'Search the catalogue and create or edit products and their variants.' },
  orders: { path: 'adminOrders', menu: 'Orders', title: 'Orders Management', header: 'Orders', access: 'staff', summary: 'The latest orders with their payment and fulfillment status.' },
  order: { path: 'adminOrder', title: 'Order detail', header: 'Order Details', access: 'staff', summary: 'Items, delivered keys, customer and payment of one order.' },
  preOrders: { path: 'adminPreOrders', menu: 'Pre-Orders', title: 'Pre-Orders', access: 'staff', summary: 'Confirmed pre-orders waiting for stock, oldest first.' },
  // In the employee menu, but the page's content is for admins (back-office §2 and §6).
  variants: { path: 'adminVariants', menu: 'Variants & Keys', title: 'Variants & Keys', access: 'admin', summary: 'Platform and region variants of each product and the keys in stock.' },
  featured: { path: 'adminFeatured', menu: 'Featured Products', title: 'Featured Products', access: 'staff', summary: 'The promo slides of the home page and their schedule.' },
  seoSitemaps: { path: 'adminSeoSitemaps', menu: 'SEO & Sitemaps', title: 'SEO and Sitemap Management', header: 'SEO & Sitemaps', access: 'staff', summary: 'Generate, download and review the sitemaps.' },
  // Staff work beside the employee menu of back-office §6 (issue 37): employees and admins see and export it.
  audience: { path: 'adminAudience', menu: 'Audience', title: 'Audience', access: 'staff', summary: 'Newsletter subscribers and "Notify me" requests, with counts per variant and CSV exports.' },
  users: { path: 'adminUsers', menu: 'Users', title: 'Users', access: 'admin', denied: 'redirect', summary: 'Customers and staff with their roles, risk and activity.' },
  user: { path: 'adminUser', title: 'User detail', header: 'User Details', access: 'admin', denied: 'redirect', summary: 'Profile, roles, sessions, activity and security of one user.' },
  enhancedIntelligence: { path: 'adminEnhancedIntelligence', menu: 'User Intelligence', title: 'Enhanced User Intelligence', access: 'admin', summary: 'Visitor sessions with risk, linked identities, behaviour and timeline.' },
  securityFraud: { path: 'adminSecurityFraud', menu: 'Security & Fraud', title: 'Security & Fraud', access: 'admin', summary: 'Fraud alerts, risky users, VPN detections and detection rules.' },
  algoliaExports: { path: 'adminAlgoliaExports', menu: 'Algolia Exports', title: 'Search-index Export Manager', header: 'Algolia Exports', access: 'admin', summary: 'Full and incremental exports of the catalogue to the search index.' },
  settings: { path: 'adminSettings', menu: 'System Configuration', title: 'System Configuration', access: 'admin', summary: 'Languages, countries, regions and platforms.' },
  enhancedAlgolia: { path: 'adminEnhancedAlgolia', menu: 'Search Management', title: 'Search Management', access: 'admin', summary: 'Index health, sync queue, exports and search settings.' },
  searchAnalytics: { path: 'adminSearchAnalytics', menu: 'Search Analytics', title: 'Search Analytics', access: 'admin', summary: 'Top queries, trends, languages, platforms and zero-result queries.' },
  searchTesting: { path: 'adminSearchTesting', menu: 'Search Testing', title: 'Search Testing Suite', access: 'admin', summary: 'Search test cases, their results and pass rate.' },
  multiLanguage: { path: 'adminMultiLanguage', menu: 'Multi-Language', title: 'Multi-Language Management', access: 'admin', summary: 'Active languages, translation coverage and bulk operations.' },
  performance: { path: 'adminPerformance', menu: 'Performance', title: 'Performance Monitor', access: 'admin', summary: 'Overview, detailed metrics and system health.' },
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenId = keyof typeof adminScreens;

export const adminScreenIds = Object.keys(adminScreens) as AdminScreenId[];
