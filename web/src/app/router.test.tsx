import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { SWRConfig, unstable_serialize as serializeKey } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail, ProductPage } from '../../../shared/catalog/catalog-views';
import { productPagesKey } from '../features/catalog/api/use-product-pages';
import { apiKey } from '../lib/use-api';
import { routes } from './router';

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
  ...overrides,
});

/** Resolves the route (lazy modules, loaders) like the browser router does, then renders it to HTML. */
async function resolve(path: string) {
  const handler = createStaticHandler(routes);
  return { handler, context: await handler.query(new Request(`http://localhost${path}`)) };
}

async function render(path: string, fallback: Record<string, unknown> = {}) {
  const { handler, context } = await resolve(path);
  if (context instanceof Response) throw new Error(`${path} redirected to ${context.headers.get('location')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <SWRConfig value={{ fallback }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SWRConfig>,
  );
  return { html };
}

describe('router', () => {
  it('shows the product grid on the home page, each card linking to its slug route', async () => {
    const page: ProductPage = { items: Array.from({ length: 12 }, (_, i) => createProductCard({ productId: `p${i}`, slug: `game-${i}` })), nextCursor: 'next' };

    const { html } = await render('/', { [unstable_serialize(productPagesKey)]: [page] });

    expect(html.match(/data-testid="product-card"/g)).toHaveLength(12);
    expect(html).toContain('href="/p/game-3"');
    expect(html).toContain('$59.99');
    expect(html).toContain('Load more');
  });

  it('shows skeletons while the first page of products loads', async () => {
    const { html } = await render('/');

    expect(html).toContain('product-card-skeleton');
    expect(html).not.toContain('data-testid="product-card"');
  });

  it.each([
    ['/search', 'Search results'],
    ['/auth', 'Sign in and sign up'],
    ['/account', 'Account'],
    ['/admin', 'Dashboard'],
    ['/admin/users', 'Users'],
    ['/admin/users/u1', 'User detail: u1'],
    ['/admin/enhanced-intelligence', 'Enhanced User Intelligence'],
    ['/admin/products', 'Products'],
    ['/admin/orders', 'Orders Management'],
    ['/admin/orders/o1', 'Order detail: o1'],
    ['/admin/variants', 'Variants &amp; Keys'],
    ['/admin/featured', 'Featured Products'],
    ['/admin/pre-orders', 'Pre-Orders'],
    ['/admin/security-fraud', 'Security &amp; Fraud'],
    ['/admin/settings', 'System Configuration'],
    ['/admin/algolia-exports', 'Search-index Export Manager'],
    ['/admin/seo-sitemaps', 'SEO and Sitemap Management'],
    ['/admin/search-analytics', 'Search Analytics'],
    ['/admin/enhanced-algolia', 'Search Management'],
    ['/admin/multi-language', 'Multi-Language Management'],
    ['/admin/search-testing', 'Search Testing Suite'],
    ['/admin/performance', 'Performance Monitor'],
  ])('renders %s with the heading "%s"', async (path, heading) => {
    const { html } = await render(path);

    expect(html).toContain(`<h1>${heading}</h1>`);
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

    expect(html).toContain('<h1>Elden Ring</h1>');
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
});
