/** Every client route of the SPA, as react-router patterns. The router and every link use these. */
export const paths = {
  home: '/',
  search: '/search',
  platform: '/platform/:code',
  category: '/category/:slug',
  product: '/product/:productId',
  productBySlug: '/p/:slug',
  sitemap: '/sitemap.xml',
  auth: '/auth',
  authCallback: '/auth/callback',
  account: '/account',
  orders: '/account/orders',
  order: '/account/orders/:orderId',
  keys: '/account/keys',
  guestOrder: '/orders/:orderId',
  cart: '/cart',
  checkout: '/checkout',
  checkoutComplete: '/checkout/complete',
  help: '/help',
  contact: '/contact',
  refundPolicy: '/refund-policy',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:userId',
  adminEnhancedIntelligence: '/admin/enhanced-intelligence',
  adminEnhancedUserIntelligence: '/admin/enhanced-user-intelligence',
  adminProducts: '/admin/products',
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:orderId',
  adminVariants: '/admin/variants',
  adminFeatured: '/admin/featured',
  adminPreOrders: '/admin/pre-orders',
  adminSecurityFraud: '/admin/security-fraud',
  adminSettings: '/admin/settings',
  adminAlgoliaExports: '/admin/algolia-exports',
  adminSeoSitemaps: '/admin/seo-sitemaps',
  adminAudience: '/admin/audience',
  adminSearchAnalytics: '/admin/search-analytics',
  adminEnhancedAlgolia: '/admin/enhanced-algolia',
  adminMultiLanguage: '/admin/multi-language',
  adminSearchTesting: '/admin/search-testing',
  adminPerformance: '/admin/performance',
} as const;

export type PathName = keyof typeof paths;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Query parameters a route reads; any other key is a type error. */
interface QueryKeys {
  search: 'q' | 'platform' | 'region' | 'edition' | 'category' | 'developer' | 'publisher' | 'type' | 'price' | 'availability' | 'sort' | 'page';
  platform: 'region' | 'category' | 'developer' | 'publisher' | 'type' | 'price' | 'availability' | 'sort' | 'page';
  category: 'platform' | 'region' | 'developer' | 'publisher' | 'type' | 'price' | 'availability' | 'sort' | 'page';
  product: 'platform' | 'region' | 'edition';
  productBySlug: 'platform' | 'region' | 'edition';
  auth: 'next';
  guestOrder: 'token';
  checkoutComplete: 'order' | 'paid' | 'cancelled' | 'token';
  adminEnhancedIntelligence: 'user';
  adminEnhancedUserIntelligence: 'user';
  adminSecurityFraud: 'user';
}

type QueryOf<N extends PathName> = N extends keyof QueryKeys ? { [K in QueryKeys[N]]?: string | undefined } : Record<never, never>;

/** Path parameters (required) and query parameters (optional) of a route, in one object. */
export type HrefValues<N extends PathName> = Record<ParamNames<(typeof paths)[N]>, string> & QueryOf<N>;

type HrefArgs<N extends PathName> = [keyof HrefValues<N>] extends [never]
  ? []
  : [ParamNames<(typeof paths)[N]>] extends [never]
    ? [values?: HrefValues<N>]
    : [values: HrefValues<N>];

/** Builds a link to a client route: path parameters fill the pattern, the other values become the query string. */
export function getHref<N extends PathName>(name: N, ...[values]: HrefArgs<N>): string {
  const rest: Record<string, string | undefined> = { ...(values as Record<string, string | undefined> | undefined) };
  const path = paths[name].replace(/:(\w+)/g, (_, param: string) => {
    const value = rest[param];
    delete rest[param];
    if (!value) throw new TypeError(`getHref('${name}') needs a value for :${param}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
