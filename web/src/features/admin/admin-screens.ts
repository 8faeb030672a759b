import type { PathName } from '../../config/paths';

export interface AdminScreen {
  path: PathName;
  /** Label in the side menu; detail screens are reached from their list and have none. */
  menu?: string;
  title: string;
  summary: string;
}

/** The admin screens of the spec, in menu order, with their titles. */
export const adminScreens = {
  dashboard: { path: 'admin', menu: 'Dashboard', title: 'Dashboard', summary: "Today's sales and revenue, recent orders, popular platforms and the security overview." },
  products: { path: 'adminProducts', menu: 'Products', title: 'Products', summary: 'Search the catalogue and create or edit products and their variants.' },
  orders: { path: 'adminOrders', menu: 'Orders', title: 'Orders Management', summary: 'The latest orders with their payment and fulfillment status.' },
  order: { path: 'adminOrder', title: 'Order detail', summary: 'Items, delivered keys, customer and payment of one order.' },
  preOrders: { path: 'adminPreOrders', menu: 'Pre-Orders', title: 'Pre-Orders', summary: 'Confirmed pre-orders waiting for stock, oldest first.' },
  variants: { path: 'adminVariants', menu: 'Variants & Keys', title: 'Variants & Keys', summary: 'Platform and region variants of each product and the keys in stock.' },
  featured: { path: 'adminFeatured', menu: 'Featured Products', title: 'Featured Products', summary: 'The promo slides of the home page and their schedule.' },
  seoSitemaps: { path: 'adminSeoSitemaps', menu: 'SEO & Sitemaps', title: 'SEO and Sitemap Management', summary: 'Generate, download and review the sitemaps.' },
  users: { path: 'adminUsers', menu: 'Users', title: 'Users', summary: 'Customers and staff with their roles, risk and activity.' },
  user: { path: 'adminUser', title: 'User detail', summary: 'Profile, roles, sessions, activity and security of one user.' },
  enhancedIntelligence: { path: 'adminEnhancedIntelligence', menu: 'User Intelligence', title: 'Enhanced User Intelligence', summary: 'Visitor sessions with risk, linked identities, behaviour and timeline.' },
  securityFraud: { path: 'adminSecurityFraud', menu: 'Security & Fraud', title: 'Security & Fraud', summary: 'Fraud alerts, risky users, VPN detections and detection rules.' },
  algoliaExports: { path: 'adminAlgoliaExports', menu: 'Algolia Exports', title: 'Search-index Export Manager', summary: 'Full and incremental exports of the catalogue to the search index.' },
  settings: { path: 'adminSettings', menu: 'System Configuration', title: 'System Configuration', summary: 'Languages, countries, regions and platforms.' },
  enhancedAlgolia: { path: 'adminEnhancedAlgolia', menu: 'Search Management', title: 'Search Management', summary: 'Index health, sync queue, exports and search settings.' },
  searchAnalytics: { path: 'adminSearchAnalytics', menu: 'Search Analytics', title: 'Search Analytics', summary: 'Top queries, trends, languages, platforms and zero-result queries.' },
  searchTesting: { path: 'adminSearchTesting', menu: 'Search Testing', title: 'Search Testing Suite', summary: 'Search test cases, their results and pass rate.' },
  multiLanguage: { path: 'adminMultiLanguage', menu: 'Multi-Language', title: 'Multi-Language Management', summary: 'Active languages, translation coverage and bulk operations.' },
  performance: { path: 'adminPerformance', menu: 'Performance', title: 'Performance Monitor', summary: 'Overview, detailed metrics and system health.' },
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenId = keyof typeof adminScreens;
