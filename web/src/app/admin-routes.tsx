import { redirect, type RouteObject } from 'react-router-dom';
import { getHref, paths } from '../config/paths';
import type { AdminScreenId } from '../features/admin/admin-screens';
import { lazyPage } from './lazy-page';
import { PageLoading } from './loading-screen';
import { RouteError } from './route-error';

const screen = (id: AdminScreenId) => async () => {
  const { AdminScreen } = await import('../features/admin/components/admin-screen');
  return { element: <AdminScreen id={id} /> };
};

const guarded: RouteObject[] = [
  { index: true, lazy: screen('dashboard') },
  { path: paths.adminUsers, lazy: screen('users') },
  { path: paths.adminUser, lazy: screen('user') },
  { path: paths.adminEnhancedIntelligence, lazy: screen('enhancedIntelligence') },
  { path: paths.adminProducts, lazy: screen('products') },
  { path: paths.adminOrders, lazy: screen('orders') },
  { path: paths.adminOrder, lazy: screen('order') },
  { path: paths.adminVariants, lazy: screen('variants') },
  { path: paths.adminFeatured, lazy: screen('featured') },
  { path: paths.adminSecurityFraud, lazy: screen('securityFraud') },
  { path: paths.adminSettings, lazy: screen('settings') },
  { path: paths.adminAlgoliaExports, lazy: screen('algoliaExports') },
  { path: paths.adminSeoSitemaps, lazy: screen('seoSitemaps') },
  { path: paths.adminSearchAnalytics, lazy: screen('searchAnalytics') },
  { path: paths.adminEnhancedAlgolia, lazy: screen('enhancedAlgolia') },
  { path: paths.adminMultiLanguage, lazy: screen('multiLanguage') },
  { path: paths.adminSearchTesting, lazy: screen('searchTesting') },
  { path: paths.adminPerformance, lazy: screen('performance') },
];

/** The admin area: its own layout and chunks. Every screen is guarded except the pre-order queue, as the route table says. */
export const adminRoutes: RouteObject[] = [
  {
    // Another screen links here; the route table names the console /admin/enhanced-intelligence and governs.
    path: paths.adminEnhancedUserIntelligence,
    loader: ({ request }) => redirect(getHref('adminEnhancedIntelligence', { user: new URL(request.url).searchParams.get('user') ?? undefined })),
  },
  {
    path: paths.admin,
    lazy: lazyPage(() => import('../features/admin/components/admin-layout'), 'AdminLayout'),
    children: [
      {
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { path: paths.adminPreOrders, lazy: screen('preOrders') },
          { lazy: lazyPage(() => import('../features/admin/components/admin-guard'), 'AdminGuard'), children: guarded },
        ],
      },
    ],
  },
];
