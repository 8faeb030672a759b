import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig, unstable_serialize as serializeKey } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard, ProductDetail, SlideView } from '../../../shared/catalog/catalog-views';
import type { HomeData } from '../../../shared/storefront/storefront-views';
import { homeKey } from '../features/catalog/api/use-home';
import { apiKey } from '../lib/use-api';
import type { useRole } from '../lib/auth/use-role';
import { AppProvider } from './provider';
import { RouteError } from './route-error';
import { routes } from './router';

// The role comes from the browser's session; here each test says who is looking.
const viewer = vi.hoisted(() => ({ current: { role: 'admin', loading: false } as ReturnType<typeof useRole> }));
vi.mock('../lib/auth/use-role', () => ({ useRole: () => viewer.current }));

const createProductCard = (overrides: Partial<ProductCard> = {}): ProductCard => ({
  productId: 'p1',
  slug: 'elden-ring',
  name: 'Elden Ring',
  imageUrl: null,
  productType: 'key',
  category: 'Gaming',
  platforms: [{ code: 'steam', name: 'Steam' }],
  fromPriceUsdCents: 5999,
  retailPriceUsdCents: 6999,
  stockState: 'in_stock',
  isPreorder: false,
  rating: null,
  reviewCount: 0,
  averageRating: null,
  ...overrides,
});

/** Resolves the route (lazy modules, loaders) like the browser router does, then renders it to HTML. */
async function resolve(path: string, routeTree: RouteObject[] = routes) {
  const handler = createStaticHandler(routeTree);
  return { handler, context: await handler.query(new Request(`http://localhost${path}`)) };
}

const createSlide = (overrides: Partial<SlideView> = {}): SlideView => ({
  slideId: 's1',
  productId: 'p1',
  productSlug: 'elden-ring',
  target: null,
  title: 'Elden Ring — 30% off',
  subtitle: 'Rise, Tarnished.',
  priceUsdCents: 4199,
  originalPriceUsdCents: 5999,
  discountPercentage: 30,
  imageUrl: null,
  backgroundGradient: 'from-blue-600 to-purple-600',
  ctaText: 'Shop Now',
  hideTitle: false,
  ...overrides,
});

/** Renders the route to HTML once every lazy block (slider, grid, features) has loaded, as a browser would show it. */
async function render(path: string, fallback: Record<string, unknown> = {}, routeTree: RouteObject[] = routes) {
  const { handler, context } = await resolve(path, routeTree);
  if (context instanceof Response) throw new Error(`${path} redirected to ${context.headers.get('location')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppProvider>
      <SWRConfig value={{ fallback }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SWRConfig>
    </AppProvider>,
    // One flat document: no boundary is split off into a hidden segment (which would repeat its fallback).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text() };
}

describe('router', () => {
  afterEach(() => {
    viewer.current = { role: 'admin', loading: false };
  });

  const home: HomeData = {
    slides: [
      createSlide(),
      createSlide({
        slideId: 's2',
        productSlug: 'steam-wallet',
        target: { platform: 'steam', region: 'US', edition: '$50' },
        title: 'Steam Wallet',
        hideTitle: true,
        discountPercentage: null,
        originalPriceUsdCents: null,
      }),
    ],
    products: { items: Array.from({ length: 12 }, (_, i) => createProductCard({ productId: `p${i}`, slug: `game-${i}` })), nextCursor: 'next' },
    platformCounts: [{ code: 'steam', name: 'Steam', count: 12 }],
  };

  it('shows the product grid from the home payload, each card linking to its slug route', async () => {
    const { html } = await render('/', { [serializeKey(homeKey)]: home });

    expect(html.match(/data-testid="product-card"/g)).toHaveLength(12);
    expect(html).toContain('href="/p/game-3"');
    expect(html).toContain('$59.99');
    expect(html).toContain('Load more');
  });

  it('shows each slide with its title, sale price, struck original price, discount and call to action', async () => {
    const { html } = await render('/', { [serializeKey(homeKey)]: home });

    expect(html.match(/data-testid="promo-slide"/g)).toHaveLength(2);
    expect(html).toContain('class="promo-title">Elden Ring — 30% off</h2>');
    expect(html).toContain('$41.99');
    expect(html).toMatch(/<s class="promo-price-was">\$59.99<\/s>/);
    expect(html).toContain('-30%');
    expect(html).toMatch(/<a [^>]*href="\/p\/elden-ring"[^>]*>Shop Now<\/a>/);
    expect(html).toContain('linear-gradient(120deg, #2563eb, #9333ea)');
  });

  it("opens the variant a slide advertises from its call to action, in the product page's query", async () => {
    const { html } = await render('/', { [serializeKey(homeKey)]: home });

    expect(html).toMatch(/<a [^>]*href="\/p\/steam-wallet\?platform=steam&amp;region=US&amp;edition=%2450"[^>]*>Shop Now<\/a>/);
  });

  it('keeps a hidden slide title for screen readers only', async () => {
    const { html } = await render('/', { [serializeKey(homeKey)]: home });

    expect(html).toContain('<h2 class="visually-hidden">Steam Wallet</h2>');
  });

  it('shows the platform tiles as the targets of the category anchors, with their product counts', async () => {
    const { html } = await render('/', { [serializeKey(homeKey)]: home });

    for (const code of ['playstation', 'xbox', 'steam', 'pc', 'nintendo', 'epic', 'battlenet']) expect(html).toContain(`id="${code}"`);
    expect(html).toContain('12 products');
  });

  it('shows skeletons for the slider and the grid while the home payload loads', async () => {
    const { html } = await render('/');

    expect(html).toContain('promo-slider-skeleton');
    expect(html.match(/product-card-skeleton/g)).toHaveLength(12);
    expect(html).not.toContain('data-testid="product-card"');
  });

  it.each([
    ['/search', 'Search results'],
    ['/auth', 'Sign in and sign up'],
    ['/account', 'Account'],
    ['/account/orders', 'Your orders'],
    ['/account/keys', 'Your keys'],
    ['/cart', 'Your cart'],
    ['/checkout', 'Checkout'],
    ['/checkout/complete', 'Order not found'],
    ['/orders/o1', 'Order not found'],
    ['/help', 'Help Center'],
    ['/contact', 'Contact Us'],
    ['/refund-policy', 'Refund Policy'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
    ['/admin', 'Dashboard'],
    ['/admin/users', 'Users'],
    ['/admin/users/u1', 'User Details'],
    ['/admin/enhanced-intelligence', 'Enhanced User Intelligence'],
    ['/admin/products', 'Products'],
    ['/admin/orders', 'Orders Management'],
    ['/admin/orders/o1', 'Order details'],
    ['/admin/variants', 'Variants &amp; Keys'],
    ['/admin/featured', 'Featured Products'],
    ['/admin/pre-orders', 'Pre-Orders'],
    ['/admin/security-fraud', 'Security &amp; Fraud Management'],
    ['/admin/settings', 'System Configuration'],
    ['/admin/algolia-exports', 'Search-index Export Manager'],
    ['/admin/seo-sitemaps', 'SEO and Sitemap Management'],
    ['/admin/audience', 'Audience'],
    ['/admin/search-analytics', 'Search Analytics'],
    ['/admin/enhanced-algolia', 'Search Management'],
    ['/admin/multi-language', 'Multi-Language Management'],
    ['/admin/search-testing', 'Search Testing Suite'],
    ['/admin/performance', 'Performance Monitor'],
  ])('renders %s with the heading "%s"', async (path, heading) => {
    const { html } = await render(path);

    expect(html).toContain(`<h1>${heading}</h1>`);
  });

  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/users/u1', 'User Details'],
    ['/admin/orders', 'Orders'],
    ['/admin/variants', 'Variants &amp; Keys'],
    ['/admin/pre-orders', 'Pre-Orders'],
    ['/admin/performance', 'Performance Monitor'],
  ])('titles the admin header bar on %s "%s"', async (path, title) => {
    const { html } = await render(path);

    expect(html).toContain(`<p class="admin-header-title">${title}</p>`);
  });

  it('shows an admin the Admin Panel with the admin menu and the way back home', async () => {
    const { html } = await render('/admin');

    expect(html).toContain('Admin Panel');
    expect(html).toMatch(/<a [^>]*href="\/admin\/users"/);
    expect(html).toMatch(/<a [^>]*href="\/admin\/enhanced-algolia"/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>.*Back to Homepage/);
    expect(html).toContain('aria-label="Toggle Sidebar"');
  });

  it('shows an employee the Employee Panel with the employee menu only', async () => {
    viewer.current = { role: 'employee', loading: false };

    const { html } = await render('/admin');

    expect(html).toContain('Employee Panel');
    expect(html).not.toContain('Admin Panel');
    expect(html).toMatch(/<a [^>]*href="\/admin\/seo-sitemaps"/);
    expect(html).toMatch(/<a [^>]*href="\/admin\/audience"/);
    expect(html).not.toMatch(/href="\/admin\/(users|settings|security-fraud|algolia-exports|enhanced-intelligence)"/);
  });

  it.each(['/admin/variants', '/admin/settings', '/admin/search-analytics'])('tells an employee on %s they lack permission', async (path) => {
    viewer.current = { role: 'employee', loading: false };

    const { html } = await render(path);

    expect(html).toContain("You don&#x27;t have permission to access this page.");
    expect(html).not.toContain('<h1>Variants');
  });

  it('shows the pre-order queue, outside the guard, to an employee', async () => {
    viewer.current = { role: 'employee', loading: false };

    const { html } = await render('/admin/pre-orders');

    expect(html).toContain('<h1>Pre-Orders</h1>');
  });

  it('shows a spinner and no admin menu while the role loads', async () => {
    viewer.current = { role: null, loading: true };

    const { html } = await render('/admin/users');

    expect(html).toContain('Loading...');
    expect(html).not.toContain('Admin Panel');
    expect(html).not.toContain('<h1>Users</h1>');
  });

  it.each([
    ['a customer', 'user'],
    ['a signed-out visitor', null],
  ] as const)('shows %s nothing of the admin area (the browser then goes to /)', async (_who, role) => {
    viewer.current = { role, loading: false };
    // <Navigate> only acts in the browser; on a static render it warns and renders nothing.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const { html } = await render('/admin');

    warn.mockRestore();
    expect(html).not.toContain('Panel');
    expect(html).not.toContain('<h1>Dashboard</h1>');
  });

  it('keeps the admin layout around an unknown admin path, titled Admin Dashboard', async () => {
    const { html } = await render('/admin/no-such-screen');

    expect(html).toContain('<p class="admin-header-title">Admin Dashboard</p>');
    expect(html).toContain('Oops! Page not found');
  });

  it("shows the spec's error screen when a screen fails to load", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: RouteObject[] = [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            path: '/broken',
            loader: () => {
              throw new Error('chunk failed');
            },
          },
        ],
      },
    ];

    const { html } = await render('/broken', {}, broken);

    error.mockRestore();
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(html).toContain('An error occurred while loading this component');
    expect(html).toContain('Reload Page');
  });

  it('shows "Ready to search" on the search page without a query', async () => {
    const { html } = await render('/search');

    expect(html).toContain('Ready to search');
  });

  it('shows the sitemap route as redirecting', async () => {
    const { html } = await render('/sitemap.xml');

    expect(html).toContain('Redirecting to Sitemap...');
  });

  it('renders the product page route for both the id and the slug address', async () => {
    for (const path of ['/product/p1', '/p/elden-ring']) {
      const { html } = await render(path);
      expect(html).toContain('Loading...');
    }
  });

  it('shows a product with its description and a price and stock line per variant', async () => {
    const product: ProductDetail = {
      ...createProductCard(),
      description: 'ABOUT THE GAME\n\nRise, Tarnished.',
      tags: [],
      developer: 'FromSoftware',
      publisher: 'Bandai Namco',
      releaseDate: null,
      preorderEndDate: null,
      expectedDeliveryDate: null,
      seoTitle: null,
      seoDescription: null,
      featured: false,
      deliveryType: 'instant',
      ageRating: null,
      reviewCount: 0,
      averageRating: null,
      variants: [
        {
          variantId: 'v1',
          platform: { code: 'steam', name: 'Steam', iconUrl: null },
          region: { code: 'eu', name: 'Europe', isGlobal: false, excludedCountries: [] },
          priceUsdCents: 4999,
          retailPriceUsdCents: null,
          faceValue: 'Deluxe Edition',
          stockState: 'out_of_stock',
          languages: [],
          activationInstructions: null,
          systemRequirements: {},
        },
      ],
    };
    const key = serializeKey(apiKey('/api/products/by-slug/{slug}', { params: { slug: 'elden-ring' } }));

    const { html } = await render('/p/elden-ring', { [key]: product });

    expect(html).toMatch(/<h1[^>]*>Elden Ring<\/h1>/);
    expect(html).toContain('<h3>ABOUT THE GAME</h3>');
    expect(html).toContain('Deluxe Edition');
    expect(html).toContain('$49.99');
    expect(html).toContain('Out of stock');
  });

  it("shows the spec's 404 page for an unknown path", async () => {
    const { html } = await render('/no/such/page');

    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
  });

  it('redirects the old intelligence address to the route table one, keeping the user', async () => {
    const { context } = await resolve('/admin/enhanced-user-intelligence?user=u%201');

    expect(context).toBeInstanceOf(Response);
    expect((context as Response).status).toBe(302);
    expect((context as Response).headers.get('location')).toBe('/admin/enhanced-intelligence?user=u+1');
  });

  it('gives the old intelligence address something to render while it redirects, so the router has no empty leaf to warn of', () => {
    const old = routes.flatMap((route) => [route, ...(route.children ?? [])]).find((route) => route.path === '/admin/enhanced-user-intelligence');

    expect(old?.loader).toBeTypeOf('function');
    expect(old?.Component ?? old?.element ?? old?.lazy).toBeTruthy();
  });
});
