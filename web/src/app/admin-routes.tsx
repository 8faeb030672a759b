import { redirect, type RouteObject } from 'react-router-dom';
import { getHref, paths } from '../config/paths';
import type { AdminScreenId } from '../features/admin/admin-screens';
import type { AdminRouteHandle } from '../features/admin/components/admin-guard';
import { lazyPage } from './lazy-page';
import { PageLoading } from './loading-screen';
import { RouteError } from './route-error';

/** A screen's route: its code loads on first visit; the handle tells the guard (and its access rule) which screen it is. */
const screen = (id: AdminScreenId): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { adminScreen: id } satisfies AdminRouteHandle,
  lazy: async () => {
    const { loadAdminScreen } = await import('./admin-screen-pages');
    return { element: await loadAdminScreen(id) };
  },
});

const guarded: RouteObject[] = [
  { index: true, ...screen('dashboard') },
  { path: paths.adminUsers, ...screen('users') },
  { path: paths.adminUser, ...screen('user') },
  { path: paths.adminEnhancedIntelligence, ...screen('enhancedIntelligence') },
  { path: paths.adminProducts, ...screen('products') },
  { path: paths.adminOrders, ...screen('orders') },
  { path: paths.adminOrder, ...screen('order') },
  { path: paths.adminVariants, ...screen('variants') },
  { path: paths.adminFeatured, ...screen('featured') },
  { path: paths.adminSecurityFraud, ...screen('securityFraud') },
  { path: paths.adminSettings, ...screen('settings') },
  { path: paths.adminAlgoliaExports, ...screen('algoliaExports') },
  { path: paths.adminSeoSitemaps, ...screen('seoSitemaps') },
  { path: paths.adminAudience, ...screen('audience') },
  { path: paths.adminSearchAnalytics, ...screen('searchAnalytics') },
  { path: paths.adminEnhancedAlgolia, ...screen('enhancedAlgolia') },
  { path: paths.adminMultiLanguage, ...screen('multiLanguage') },
  { path: paths.adminSearchTesting, ...screen('searchTesting') },
  { path: paths.adminPerformance, ...screen('performance') },
];

/**
 * The admin area: its own layout (staff only; everyone else goes to /) and chunks. Every screen is inside the guard
 * except the pre-order queue, as the route table says. An unknown admin path keeps the admin layout, whose header then
 * reads Admin Dashboard (back-office §2), around the not-found screen.
 */
export const adminRoutes: RouteObject[] = [
  {
    // Another screen links here; the route table names the console /admin/enhanced-intelligence and governs.
    path: paths.adminEnhancedUserIntelligence,
    // Opened directly, React Router warns of a leaf route with nothing to render; the loading screen shows until the
    // redirect lands.
    Component: PageLoading,
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
          { path: paths.adminPreOrders, ...screen('preOrders') },
          { lazy: lazyPage(() => import('../features/admin/components/admin-guard'), 'AdminGuard'), children: guarded },
          { path: '*', lazy: lazyPage(() => import('../features/not-found/components/not-found-page'), 'NotFoundPage') },
        ],
      },
    ],
  },
];
