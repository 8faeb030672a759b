import { describe, expect, it } from 'vitest';
import { countrySchema } from '../../shared/catalog/country';
import { featuredSlideSchema, isSlideLive } from '../../shared/catalog/featured-slide';
import { languageSchema } from '../../shared/catalog/language';
import { platformSchema } from '../../shared/catalog/platform';
import { isInPreorderWindow } from '../../shared/catalog/preorder-window';
import { productSchema } from '../../shared/catalog/product';
import { regionSchema } from '../../shared/catalog/region';
import { variantSchema } from '../../shared/catalog/variant';
import { buildCatalog } from './build-catalog';
import { deluxeEdition, standardEdition } from './catalog-spec';

const now = new Date('2031-03-15T12:00:00.000Z');
const catalog = buildCatalog(now);
const stamps = { createdAt: now.toISOString(), updatedAt: now.toISOString() };

describe('the demo catalogue', () => {
  it('passes the shared schemas for every item', () => {
    for (const p of catalog.platforms) platformSchema.parse(p);
    for (const r of catalog.regions) regionSchema.parse(r);
    for (const l of catalog.languages) languageSchema.parse(l);
    for (const c of catalog.countries) countrySchema.parse(c);
    for (const p of catalog.products) productSchema.parse({ ...stamps, ...p });
    for (const { item } of catalog.variants) variantSchema.parse({ ...stamps, ...item });
    for (const s of catalog.slides) featuredSlideSchema.parse(s);
  });

  it('uses ids of at most 64 letters, digits, underscores and hyphens', () => {
    const ids = [...catalog.products.map((p) => p.productId), ...catalog.variants.map((v) => v.item.variantId), ...catalog.slides.map((s) => s.slideId)];

    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prices every Deluxe Edition above the Standard edition of the same platform and region', () => {
    const standards = catalog.variants.filter((v) => v.item.faceValue === standardEdition);

    expect(standards.length).toBeGreaterThan(40);
    for (const { item } of standards) {
      const deluxe = catalog.variants.find(
        (v) => v.item.productId === item.productId && v.item.platformId === item.platformId && v.item.regionId === item.regionId && v.item.faceValue === deluxeEdition,
      );
      expect(deluxe?.item.priceUsdCents, item.variantId).toBeGreaterThan(item.priceUsdCents);
    }
  });

  it('dates pre-orders and slides from the given day, so they are open whenever the seed runs', () => {
    const preorders = catalog.products.map((p) => productSchema.parse({ ...stamps, ...p })).filter((p) => p.isPreorder);

    expect(preorders.length).toBeGreaterThanOrEqual(3);
    for (const p of preorders) expect(isInPreorderWindow(p, now), p.slug).toBe(true);
    for (const s of catalog.slides) expect(isSlideLive(featuredSlideSchema.parse(s), now), s.slideId).toBe(true);
  });

  it('points each slide at the variant it advertises, a variant of its own product, and leaves its price to that variant', () => {
    const [preorder, sale, wallet] = catalog.slides;
    const variantOf = (slide: (typeof catalog.slides)[number]) => catalog.variants.find((v) => v.item.variantId === slide.variantId)?.item;

    for (const slide of catalog.slides) {
      expect(variantOf(slide)?.productId, slide.slideId).toBe(slide.productId);
      expect(slide.customPriceUsdCents, slide.slideId).toBeUndefined();
    }
    expect(variantOf(sale!)).toMatchObject({ productId: 'prd_starfall-odyssey', faceValue: 'Deluxe Edition', platformId: 'steam', priceUsdCents: 6999, retailPriceUsdCents: 8999 });
    expect(variantOf(wallet!)).toMatchObject({ faceValue: '$50', regionId: 'us' });
    expect(variantOf(preorder!)?.faceValue).toBe('Standard');
  });

  it('plans sold-out, force-available and pre-order variants without keys beside the stocked ones', () => {
    const plans = new Set(catalog.variants.map((v) => v.stock));

    expect(plans).toEqual(new Set(['in_stock', 'sold_out', 'force_available', 'preorder']));
    for (const v of catalog.variants) expect(v.item.forceAvailable).toBe(v.stock === 'force_available');
  });
});
