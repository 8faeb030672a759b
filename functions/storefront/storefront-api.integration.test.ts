import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlideView } from '../../shared/catalog/catalog-views';
import type { GeoLocation, HomeData, RegionView, ReviewPage, VariantAvailability } from '../../shared/storefront/storefront-views';
import type { Deps } from '../lib/deps';
import { createFeaturedSlide } from '../lib/data/entities/featured-slide.factory';
import { syncProductIndex } from '../search/sync-product-index';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';

describe('storefront API', () => {
  let deps: Deps;
  let gateway: TestGateway;
  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    await deps.store.entities.region.put({ regionId: 'global-restricted', code: 'GLOBAL_RESTRICTED', name: 'Global (restricted)', isGlobal: true, excludedCountries: ['RU', 'CN'] }).go();
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  const get = async <T>(path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${gateway.url}${path}`, { headers });
    return { status: res.status, body: (await res.json()) as T };
  };
  const post = async <T>(path: string, body: unknown) => {
    const res = await fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T };
  };

  it('serves the home page: live slides in order, the first grid page and products per platform', async () => {
    const { product: steamGame } = await seedProduct(deps, { name: 'Home Steam Game' }, [{ availableKeys: 3 }]);
    const { product: xboxGame } = await seedProduct(deps, { name: 'Home Xbox Game' }, [{ platformId: 'xbox', availableKeys: 1 }, { platformId: 'steam', availableKeys: 2 }]);
    // Sold out everywhere: in the grid as sold out, but not counted on its platform, where search would not show it.
    const { product: soldOut } = await seedProduct(deps, { name: 'Home Sold Out Game' }, [{ platformId: 'xbox' }]);
    await Promise.all([syncProductIndex(deps, steamGame.productId), syncProductIndex(deps, xboxGame.productId), syncProductIndex(deps, soldOut.productId)]);
    await deps.store.entities.featuredSlide
      .put([
        createFeaturedSlide({ productId: steamGame.productId, title: 'Second', displayOrder: 2 }),
        createFeaturedSlide({ productId: xboxGame.productId, title: 'First', displayOrder: 1 }),
        createFeaturedSlide({ productId: xboxGame.productId, title: 'Not yet', startDate: '2999-01-01T00:00:00.000Z' }),
        createFeaturedSlide({ productId: xboxGame.productId, title: 'Switched off', isActive: false }),
      ])
      .go();

    const { status, body } = await get<HomeData>('/api/home');

    expect(status).toBe(200);
    expect(body.slides.map((s) => s.title)).toEqual(['First', 'Second']);
    expect(body.slides[0]!.productSlug).toBe(xboxGame.slug);
    expect(body.products.items.map((p) => p.name)).toEqual(expect.arrayContaining(['Home Steam Game', 'Home Xbox Game']));
    expect(body.platformCounts).toEqual(expect.arrayContaining([{ code: 'steam', name: 'Steam', count: 2 }, { code: 'xbox', name: 'Xbox', count: 1 }]));
  });

  it('points each slide at the variant it advertises, with that variant\'s price, unless it is gone or another product\'s', async () => {
    const { product: game, variants: [standard, deluxe, retired] } = await seedProduct(deps, { name: 'Slide Target Game' }, [
      { faceValue: 'Standard', priceUsdCents: 4499 },
      { faceValue: 'Deluxe Edition', priceUsdCents: 6999, retailPriceUsdCents: 8999, platformId: 'xbox', regionId: 'us' },
      { faceValue: 'Collector', priceUsdCents: 9999, isActive: false },
    ]);
    const { variants: [foreign] } = await seedProduct(deps, { name: 'Other Game' }, [{ faceValue: 'Deluxe Edition', priceUsdCents: 1999 }]);
    const slide = (title: string, variantId: string, more: Partial<Parameters<typeof createFeaturedSlide>[0]> = {}) =>
      createFeaturedSlide({ productId: game.productId, variantId, title, displayOrder: 50, ...more });
    await deps.store.entities.featuredSlide
      .put([
        slide('Deluxe on sale', deluxe!.variantId),
        slide('Standard at a custom price', standard!.variantId, { customPriceUsdCents: 3999, originalPriceUsdCents: 4499 }),
        slide('Retired target', retired!.variantId, { customPriceUsdCents: 8999 }),
        slide("Another product's variant", foreign!.variantId),
      ])
      .go();

    const { status, body } = await get<{ items: SlideView[] }>('/api/featured-slides');
    const byTitle = new Map(body.items.map((s) => [s.title, s]));

    expect(status).toBe(200);
    expect(byTitle.get('Deluxe on sale')).toMatchObject({
      target: { platform: 'xbox', region: 'US', edition: 'Deluxe Edition' },
      priceUsdCents: 6999,
      originalPriceUsdCents: 8999,
      discountPercentage: 22,
    });
    expect(byTitle.get('Standard at a custom price')).toMatchObject({
      target: { platform: 'steam', region: 'GLOBAL', edition: 'standard' },
      priceUsdCents: 3999,
      originalPriceUsdCents: 4499,
      discountPercentage: 11,
    });
    expect(byTitle.get('Retired target')).toMatchObject({ target: null, priceUsdCents: 8999 });
    expect(byTitle.get("Another product's variant")).toMatchObject({ target: null, priceUsdCents: null });
  });

  it("answers a variant's available-key counter and stock state, and 404 for unknown or inactive variants", async () => {
    const { variants } = await seedProduct(deps, {}, [{ availableKeys: 7 }, { isActive: false }, { forceAvailable: true }]);

    const live = await get<VariantAvailability>(`/api/variants/${variants[0]!.variantId}/availability`);
    const forced = await get<VariantAvailability>(`/api/variants/${variants[2]!.variantId}/availability`);
    const inactive = await get(`/api/variants/${variants[1]!.variantId}/availability`);
    const unknown = await get('/api/variants/nope/availability');

    expect(live.body).toEqual({ variantId: variants[0]!.variantId, availableKeys: 7, forceAvailable: false, stockState: 'in_stock' });
    expect(forced.body.stockState).toBe('force_available');
    expect([inactive.status, unknown.status]).toEqual([404, 404]);
  });

  it.each([
    ['US', true],
    ['us', true],
    ['RU', false],
    [undefined, null],
  ])('tells whether a restricted global key activates in %s', async (country, allowed) => {
    const { status, body } = await get<RegionView>(`/api/regions/global-restricted${country ? `?country=${country}` : ''}`);

    expect(status).toBe(200);
    expect(body.countryAllowed).toBe(allowed);
    expect(body.excludedCountries).toEqual([
      { code: 'RU', name: 'Russia' },
      { code: 'CN', name: 'China' },
    ]);
  });

  it('answers 404 for an unknown region and 400 for a malformed country', async () => {
    const unknown = await get('/api/regions/atlantis');
    const bad = await get<{ errors: { path: string }[] }>('/api/regions/us?country=USA');

    expect(unknown.status).toBe(404);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.path).toBe('query.country');
  });

  it("locates the visitor from the CDN's viewer headers, with a local default", async () => {
    const local = await get<GeoLocation>('/api/geo');
    const brazil = await get<GeoLocation>('/api/geo', { 'cloudfront-viewer-country': 'BR', 'cloudfront-viewer-city': 'S%C3%A3o%20Paulo' });

    expect(local.body).toMatchObject({ countryCode: 'US', country: 'United States', city: 'New York' });
    expect(brazil.body).toMatchObject({ countryCode: 'BR', country: 'Brazil', city: 'São Paulo' });
  });

  it('answers a viewer header that does not decode, or is no country code, with what can be read instead of a 500', async () => {
    const odd = await get<GeoLocation>('/api/geo', { 'cloudfront-viewer-country': 'B<R>', 'cloudfront-viewer-city': '%E0%A4%A' });

    expect(odd.status).toBe(200);
    expect(odd.body).toMatchObject({ countryCode: null, country: null, city: '%E0%A4%A' });
  });

  it('serves the stored conversion rates, and 503 until there are any', async () => {
    const before = await get('/api/currency-rates');
    await deps.store.entities.currencyRates.put({ base: 'USD', rates: { USD: 1, EUR: 0.9, GBP: 0.8, JPY: 150, CAD: 1.3, AUD: 1.5 }, asOf: '2026-11-20T00:00:00.000Z', source: 'test' }).go();

    expect(before.status).toBe(503);
  });

  it('lists reviews newest first with the count and average kept on the product', async () => {
    const { product } = await seedProduct(deps, { reviewCount: 2, reviewRatingTotal: 170 });
    await deps.store.entities.review
      .put([
        { reviewId: 'r1', productId: product.productId, rating: 80, comment: 'Older', reviewerName: 'A', reviewedAt: '2026-10-01T00:00:00.000Z', pros: [], cons: [] },
        { reviewId: 'r2', productId: product.productId, rating: 90, comment: 'Newer', reviewerName: 'B', reviewedAt: '2026-11-01T00:00:00.000Z', pros: ['Fast'], cons: [] },
      ])
      .go();

    const { body } = await get<ReviewPage>(`/api/products/${product.productId}/reviews`);

    expect(body.items.map((r) => r.comment)).toEqual(['Newer', 'Older']);
    expect(body).toMatchObject({ count: 2, averageRating: 85 });
  });

  it('subscribes an email to the newsletter once, however often it is sent', async () => {
    const first = await post<{ alreadySubscribed: boolean }>('/api/newsletter', { email: ' Gamer@Example.com ' });
    const second = await post<{ alreadySubscribed: boolean }>('/api/newsletter', { email: 'gamer@example.com' });

    expect([first.status, first.body.alreadySubscribed, second.status, second.body.alreadySubscribed]).toEqual([200, false, 200, true]);
    expect((await deps.store.entities.newsletterSubscription.get({ email: 'gamer@example.com' }).go()).data).not.toBeNull();
  });

  it.each([
    ['a blank email', { email: '   ' }, 'Email required'],
    ['a malformed email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['no email', {}, 'Invalid input'],
  ])('refuses %s with 400 and writes nothing', async (_, body, message) => {
    const { status, body: problem } = await post<{ errors: { message: string }[] }>('/api/newsletter', body);

    expect(status).toBe(400);
    expect(problem.errors[0]!.message).toContain(message);
    expect((await deps.store.entities.newsletterSubscription.get({ email: 'not-an-email' }).go()).data).toBeNull();
  });

  it('records "notify me" once per email and variant, and 404 for an unknown variant', async () => {
    const { variants } = await seedProduct(deps);
    const path = `/api/variants/${variants[0]!.variantId}/notify-me`;

    const first = await post<{ alreadyRegistered: boolean }>(path, { email: 'wait@example.com' });
    const again = await post<{ alreadyRegistered: boolean }>(path, { email: 'WAIT@example.com' });
    const unknown = await post('/api/variants/nope/notify-me', { email: 'wait@example.com' });

    expect([first.body.alreadyRegistered, again.body.alreadyRegistered, unknown.status]).toEqual([false, true, 404]);
    const stored = await deps.store.entities.stockNotification.query.byVariant({ variantId: variants[0]!.variantId }).go();
    expect(stored.data.map((n) => n.email)).toEqual(['wait@example.com']);
  });
});

