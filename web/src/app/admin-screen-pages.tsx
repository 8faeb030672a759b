import type { ComponentType, ReactElement } from 'react';
import type { AdminScreenId } from '../features/admin/admin-screens';

/** The screens built so far, each its own chunk; the others show their heading until their issue builds them. */
const adminScreenPages: Partial<Record<AdminScreenId, () => Promise<ComponentType>>> = {
  dashboard: () => import('../features/admin/dashboard/dashboard-page').then((m) => m.DashboardPage),
  users: () => import('../features/admin/users/users-page').then((m) => m.UsersPage),
  user: () => import('../features/admin/users/user-detail-page').then((m) => m.UserDetailPage),
  enhancedIntelligence: () => import('../features/admin/intelligence/intelligence-page').then((m) => m.IntelligencePage),
  products: () => import('./admin-variant-slots').then((m) => m.AdminProductsScreen),
  variants: () => import('../features/admin/variants/variants-page').then((m) => m.VariantsPage),
  orders: () => import('../features/admin/orders/orders-page').then((m) => m.OrdersPage),
  order: () => import('../features/admin/orders/order-detail-page').then((m) => m.OrderDetailPage),
  featured: () => import('../features/admin/featured/featured-page').then((m) => m.FeaturedPage),
  settings: () => import('../features/admin/settings/settings-page').then((m) => m.SettingsPage),
  securityFraud: () => import('../features/admin/security/security-page').then((m) => m.SecurityPage),
  preOrders: () => import('../features/admin/pre-orders/pre-orders-page').then((m) => m.PreOrdersPage),
  seoSitemaps: () => import('../features/admin/seo/seo-page').then((m) => m.SeoPage),
  audience: () => import('../features/admin/audience/audience-page').then((m) => m.AudiencePage),
  algoliaExports: () => import('../features/admin/search-exports/search-exports-page').then((m) => m.SearchExportsPage),
  enhancedAlgolia: () => import('../features/admin/search-management/search-management-page').then((m) => m.SearchManagementPage),
  performance: () => import('../features/admin/performance/performance-page').then((m) => m.PerformancePage),
  searchTesting: () => import('../features/admin/search-testing/search-testing-page').then((m) => m.SearchTestingPage),
  searchAnalytics: () => import('../features/admin/search-analytics/search-analytics-page').then((m) => m.SearchAnalyticsPage),
  multiLanguage: () => import('../features/admin/multi-language/multi-language-page').then((m) => m.MultiLanguagePage),
};

/**
 * The element of an admin screen. This module is itself loaded on the first admin visit, so the storefront's initial
 * JavaScript carries one dynamic import for the whole back office instead of one (with its preload list) per screen.
 */
export async function loadAdminScreen(id: AdminScreenId): Promise<ReactElement> {
  const page = adminScreenPages[id];
  if (page) {
    const Page = await page();
    return <Page />;
  }
  const { AdminScreen } = await import('../features/admin/components/admin-screen');
  return <AdminScreen id={id} />;
}
