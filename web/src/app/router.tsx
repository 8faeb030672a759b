import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { adminRoutes } from './admin-routes';
import { lazyPage } from './lazy-page';
import { LoadingScreen, PageLoading } from './loading-screen';
import { RouteError } from './route-error';
import { AppLayout } from './shell/app-layout';

const productPage = lazyPage(() => import('../features/product/components/product-page'), 'ProductPage');
const orderScreens = () => import('../features/orders/order-screens');
const checkoutScreens = () => import('../features/checkout/checkout-screens');

const storefrontRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../features/catalog/components/home-page'), 'HomePage') },
  { path: paths.search, lazy: lazyPage(() => import('../features/search/components/search-page'), 'SearchPage') },
  { path: paths.platform, lazy: lazyPage(() => import('./browse-routes'), 'PlatformRoute') },
  { path: paths.category, lazy: lazyPage(() => import('./browse-routes'), 'CategoryRoute') },
  { path: paths.product, lazy: productPage },
  { path: paths.productBySlug, lazy: productPage },
  { path: paths.sitemap, lazy: lazyPage(() => import('../features/sitemap/components/sitemap-redirect'), 'SitemapRedirect') },
  { path: paths.auth, lazy: lazyPage(() => import('../features/auth/components/auth-page'), 'AuthPage') },
  { path: paths.authCallback, lazy: lazyPage(() => import('../features/auth/components/auth-callback-page'), 'AuthCallbackPage') },
  { path: paths.account, lazy: lazyPage(() => import('../features/account/components/account-page'), 'AccountPage') },
  { path: paths.orders, lazy: lazyPage(orderScreens, 'OrdersPage') },
  { path: paths.order, lazy: lazyPage(orderScreens, 'OrderPage') },
  { path: paths.guestOrder, lazy: lazyPage(orderScreens, 'GuestOrderPage') },
  { path: paths.keys, lazy: lazyPage(orderScreens, 'KeysPage') },
  { path: paths.cart, lazy: lazyPage(() => import('../features/cart/cart-screens'), 'CartPage') },
  { path: paths.checkout, lazy: lazyPage(checkoutScreens, 'CheckoutPage') },
  { path: paths.checkoutComplete, lazy: lazyPage(checkoutScreens, 'CheckoutCompletePage') },
  { path: paths.help, lazy: lazyPage(() => import('../features/content/pages/help-page'), 'HelpPage') },
  { path: paths.contact, lazy: lazyPage(() => import('../features/content/pages/contact-page'), 'ContactPage') },
  { path: paths.refundPolicy, lazy: lazyPage(() => import('../features/content/pages/refund-policy-page'), 'RefundPolicyPage') },
  { path: paths.privacy, lazy: lazyPage(() => import('../features/content/pages/privacy-page'), 'PrivacyPage') },
  { path: paths.terms, lazy: lazyPage(() => import('../features/content/pages/terms-page'), 'TermsPage') },
  { path: paths.cookies, lazy: lazyPage(() => import('../features/content/pages/cookies-page'), 'CookiesPage') },
  { path: '*', lazy: lazyPage(() => import('../features/not-found/components/not-found-page'), 'NotFoundPage') },
];

/** Every route of the spec's full route table; each screen's code loads on first visit. */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingScreen,
    children: [
      {
        Component: AppLayout,
        children: [{ ErrorBoundary: RouteError, HydrateFallback: PageLoading, children: storefrontRoutes }],
      },
      ...adminRoutes,
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
