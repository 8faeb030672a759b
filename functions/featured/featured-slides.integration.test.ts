import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSlideView } from '../../shared/content/featured-slide-input';
import type { Problem } from '../../shared/http/problem';
import type { HomeData } from '../../shared/storefront/storefront-views';
import { seedProduct } from '../../test/integration/catalog-fixture';
import { useCommerce, type Commerce } from '../../test/integration/commerce';
import { auditOfSubject } from '../lib/audit/staff-audit';

describe('featured slides in the back office', () => {
  let shop: Commerce;
  let staff: string;
  let product: { productId: string; variantIds: string[] };
  let other: { productId: string; variantIds: string[] };
  beforeAll(async () => {
    shop = await useCommerce({ poll: false });
    staff = await shop.gateway.tokenFor('employee', 'slide-staff');
    const seeded = await seedProduct(shop.deps, { slug: 'slide-game', name: 'Slide Game' }, [{ priceUsdCents: 4999 }, { priceUsdCents: 5999, faceValue: 'Deluxe Edition' }]);
    const foreign = await seedProduct(shop.deps, { slug: 'other-game', name: 'Other Game' }, [{}]);
    product = { productId: seeded.product.productId, variantIds: seeded.variants.map((v) => v.variantId) };
    other = { productId: foreign.product.productId, variantIds: foreign.variants.map((v) => v.variantId) };
  });
  afterAll(() => shop.stop());

  const send = <T>(method: string, path: string, body?: unknown) => shop.api<T & Problem>(method, path, { token: staff, body });
  const create = (body: Record<string, unknown>) => send<AdminSlideView>('POST', '/api/admin/featured-slides', { productId: product.productId, title: 'Winter Sale', ...body });
  const slides = async () => (await send<{ items: AdminSlideView[] }>('GET', '/api/admin/featured-slides')).body.items;
  const homeSlides = async () => (await shop.api<HomeData>('GET', '/api/home')).body.slides.map((s) => s.slideId);
  const stored = async () => (await shop.deps.store.entities.featuredSlide.query.byId({}).go({ pages: 'all' })).data.length;

  it('creates a slide with §9 defaults and §5 conversions, audited in the same write', async () => {
    const created = await create({ variantId: product.variantIds[1], customPrice: '', originalPrice: '79.99', discountPercentage: '', startDate: '2026-01-01T12:00:00+02:00', endDate: null });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      productName: 'Slide Game',
      variantLabel: 'Steam – Global – Deluxe Edition',
      backgroundGradient: 'from-blue-600 to-purple-600',
      ctaText: 'Shop Now',
      displayOrder: 0,
      isActive: true,
      hideTitle: false,
      imageType: 'upload',
      customPriceUsdCents: null,
      originalPriceUsdCents: 7999,
      discountPercentage: null,
      startDate: '2026-01-01T10:00:00.000Z',
      endDate: null,
    });
    const audit = await auditOfSubject(shop.deps, { subjectType: 'slide', subjectId: created.body.slideId }, { limit: 5 });
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ action: 'slide.create', actorId: 'slide-staff', after: { title: 'Winter Sale', originalPriceUsdCents: 7999 } });
  });

  it.each([
    ['no title', { title: '  ' }, 'body.title', 'Title is required'],
    ['no product', { productId: '' }, 'body.productId', 'Product is required'],
    ['a discount over 100', { discountPercentage: 101 }, 'body.discountPercentage', 'Discount must be between 0 and 100'],
    ['a negative display order', { displayOrder: -1 }, 'body.displayOrder', 'Display order must be 0 or more'],
    ['an end before the start', { startDate: '2026-12-01T00:00:00Z', endDate: '2026-11-01T00:00:00Z' }, 'body.endDate', 'End date must be after the start date'],
    ['a date that is not one', { startDate: 'next week' }, 'body.startDate', 'Enter a date and time'],
    ['a price in the wrong shape', { customPrice: '12.345' }, 'body.customPrice', 'Custom price must be an amount like 19.99'],
    ['an unknown gradient', { backgroundGradient: 'from-pink-100 to-white' }, 'body.backgroundGradient', undefined],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_, body, path, message) => {
    const before = await stored();

    const refused = await create(body);

    expect(refused.status).toBe(400);
    const field = (refused.body.errors ?? []).find((e) => e.path === path);
    expect(field, JSON.stringify(refused.body)).toBeDefined();
    if (message) expect(field!.message).toBe(message);
    expect(await stored()).toBe(before);
  });

  it("refuses a variant of another product and a product that does not exist, writing nothing", async () => {
    const before = await stored();

    const foreignVariant = await create({ variantId: other.variantIds[0] });
    const missing = await create({ productId: 'no-such-product' });

    expect(foreignVariant.status).toBe(400);
    expect(foreignVariant.body.errors).toEqual([{ path: 'body.variantId', message: 'This variant is not one of the product’s' }]);
    expect(missing.status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('shows a scheduled slide on the home page only once its start has passed and it is active', async () => {
    const scheduled = await create({ title: 'Coming Soon', startDate: '2099-01-01T00:00:00Z', isActive: false });
    const id = scheduled.body.slideId;
    expect(await homeSlides()).not.toContain(id);

    const activated = await send<AdminSlideView>('PUT', `/api/admin/featured-slides/${id}/active`, { isActive: true });
    expect(activated.body.isActive).toBe(true);
    expect(await homeSlides()).not.toContain(id);

    const started = await send<AdminSlideView>('PUT', `/api/admin/featured-slides/${id}`, { productId: product.productId, title: 'Out Now', startDate: '2026-01-01T00:00:00Z', displayOrder: 1 });
    expect(started.status).toBe(200);
    expect(await homeSlides()).toContain(id);

    await send('PUT', `/api/admin/featured-slides/${id}/active`, { isActive: false });
    expect(await homeSlides()).not.toContain(id);
    const audit = await auditOfSubject(shop.deps, { subjectType: 'slide', subjectId: id }, { limit: 10 });
    expect(audit.items.map((e) => e.action)).toEqual(['slide.deactivate', 'slide.update', 'slide.activate', 'slide.create']);
    expect(audit.items[1]).toMatchObject({ before: { title: 'Coming Soon', startDate: '2099-01-01T00:00:00.000Z' }, after: { title: 'Out Now', startDate: '2026-01-01T00:00:00.000Z' } });
  });

  it('lists every slide in display order, inactive and scheduled ones too', async () => {
    await create({ title: 'Last', displayOrder: 50 });
    await create({ title: 'First', displayOrder: 0, isActive: false });

    const listed = await slides();

    expect(listed.map((s) => s.displayOrder)).toEqual([...listed.map((s) => s.displayOrder)].sort((a, b) => a - b));
    expect(listed.find((s) => s.title === 'First')?.isActive).toBe(false);
    expect(listed.find((s) => s.title === 'Coming Soon' || s.title === 'Out Now')).toBeDefined();
  });

  it('clears a price and the variant when the form sends them empty', async () => {
    const made = await create({ variantId: product.variantIds[0], customPrice: '9.99' });

    const cleared = await send<AdminSlideView>('PUT', `/api/admin/featured-slides/${made.body.slideId}`, { productId: product.productId, title: 'Winter Sale', variantId: '', customPrice: '' });

    expect(cleared.body).toMatchObject({ variantId: null, variantLabel: null, customPriceUsdCents: null });
    const item = (await shop.deps.store.entities.featuredSlide.get({ slideId: made.body.slideId }).go()).data!;
    expect(item.customPriceUsdCents).toBeUndefined();
    expect(item.variantId).toBeUndefined();
  });

  it('deletes a slide, keeping what it was in the audit log; a second delete finds nothing', async () => {
    const made = await create({ title: 'Short Lived' });

    const deleted = await send('DELETE', `/api/admin/featured-slides/${made.body.slideId}`);
    const again = await send('DELETE', `/api/admin/featured-slides/${made.body.slideId}`);

    expect(deleted.status).toBe(200);
    expect(again.status).toBe(404);
    expect((await slides()).map((s) => s.slideId)).not.toContain(made.body.slideId);
    const audit = await auditOfSubject(shop.deps, { subjectType: 'slide', subjectId: made.body.slideId }, { limit: 5 });
    expect(audit.items[0]).toMatchObject({ action: 'slide.delete', before: { title: 'Short Lived' } });
  });

  it('offers active products and a product’s variants to the picker', async () => {
    const picked = await send<{ productId: string; name: string; variants: { label: string }[] }>('GET', `/api/admin/slide-products/${product.productId}`);
    const listed = await send<{ items: { productId: string; name: string }[] }>('GET', '/api/admin/slide-products');

    expect(picked.body.variants.map((v) => v.label)).toEqual(['Steam – Global', 'Steam – Global – Deluxe Edition']);
    expect(listed.body.items.map((p) => p.name)).toEqual(expect.arrayContaining(['Slide Game', 'Other Game']));
  });
});
