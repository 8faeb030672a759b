import { describe, expect, it } from 'vitest';
import { createPlatform } from '../lib/data/entities/platform.factory';
import { createProduct } from '../lib/data/entities/product.factory';
import { createRegion } from '../lib/data/entities/region.factory';
import { createVariant } from '../lib/data/entities/variant.factory';
import { popularityOf } from './popularity';
import { toSearchHits } from './search-hits';

const reference = {
  platforms: new Map([['steam', createPlatform()]]),
  regions: new Map([['global', createRegion()]]),
};
const now = new Date('2026-11-20T12:00:00.000Z');

describe('search records of a product', () => {
  it('builds one record per active variant in each of en, es and pt, with the variant id as objectID', () => {
    const product = createProduct({ productId: 'p1' });
    const variants = [createVariant({ productId: 'p1', variantId: 'v1' }), createVariant({ productId: 'p1', variantId: 'v2', isActive: false })];

    const hits = toSearchHits(product, variants, reference, now);

    expect(hits.map((h) => [h.objectID, h.language])).toEqual([
      ['v1', 'en'],
      ['v1', 'es'],
      ['v1', 'pt'],
    ]);
  });

  it('takes names and descriptions from the translations field by field, falling back to English', () => {
    const product = createProduct({
      productId: 'p1',
      name: 'Steam Gift Card',
      description: 'Wallet credit.',
      translations: { es: { name: 'Tarjeta de regalo Steam' }, pt: { name: 'Cartão-presente Steam', description: 'Crédito na carteira.' } },
    });

    const hits = toSearchHits(product, [createVariant({ productId: 'p1' })], reference, now);

    expect(hits.map((h) => [h.language, h.name, h.description])).toEqual([
      ['en', 'Steam Gift Card', 'Wallet credit.'],
      ['es', 'Tarjeta de regalo Steam', 'Wallet credit.'],
      ['pt', 'Cartão-presente Steam', 'Crédito na carteira.'],
    ]);
  });

  it.each([
    ['the reviews average, as the product page shows it', { rating: 96, reviewCount: 3, reviewRatingTotal: 271 }, 90, 3],
    ['no rating without reviews, whatever the catalogue rating', { rating: 96, reviewCount: 0, reviewRatingTotal: 0 }, null, 0],
    ['no rating without either', { rating: undefined, reviewCount: 0, reviewRatingTotal: 0 }, null, 0],
  ])('rates the record with %s and carries the review count', (_case, fields, rating, reviewCount) => {
    const product = createProduct({ productId: 'p1', ...fields });

    const [hit] = toSearchHits(product, [createVariant({ productId: 'p1' })], reference, now);

    expect(hit).toMatchObject({ rating, review_count: reviewCount });
  });

  it('carries the ranking and facet fields: phrases, categories, studio, popularity, featured rank and price in dollars', () => {
    const product = createProduct({
      productId: 'p1',
      category: 'Action',
      tags: ['Shooter', 'Action'],
      developer: 'Nova Forge',
      publisher: 'Orbit Games',
      searchKeywords: ['cod'],
      reviewCount: 4,
      reviewRatingTotal: 18,
    });
    const variant = createVariant({ productId: 'p1', searchKeywords: ['call of duty', 'cod'], priceUsdCents: 1999, availableKeys: 3 });

    const [hit] = toSearchHits(product, [variant], reference, now, 999);

    expect(hit).toMatchObject({
      alternative_phrases: ['cod', 'call of duty'],
      categories: ['Action', 'Shooter'],
      categories_without_path: ['Action', 'Shooter'],
      developer: 'Nova Forge',
      publisher: 'Orbit Games',
      popularity: popularityOf(product),
      featured_rank: 999,
      price: { USD: 19.99 },
      in_stock: true,
      is_preorder: false,
      platform: { name: 'Steam', code: 'steam' },
      region: { name: 'Global', code: 'GLOBAL' },
    });
  });

  it('makes the edition or denomination searchable through the phrases as written, in every language', () => {
    const product = createProduct({ productId: 'p1', searchKeywords: ['starfall'] });
    const variant = createVariant({ productId: 'p1', faceValue: 'Deluxe Edition', searchKeywords: [] });

    const hits = toSearchHits(product, [variant], reference, now);

    expect(hits.map((h) => h.alternative_phrases)).toEqual([
      ['starfall', 'Deluxe Edition'],
      ['starfall', 'Deluxe Edition'],
      ['starfall', 'Deluxe Edition'],
    ]);
  });

  it.each([
    ['Deluxe Edition', ['Deluxe Edition', 'Edición Deluxe', 'Edição Deluxe']],
    ['Expansion', ['Expansion', 'Expansión', 'Expansão']],
    ['Season Pass', ['Season Pass', 'Pase de temporada', 'Passe de temporada']],
    ['12 Months', ['12 Months', '12 meses', '12 meses']],
    ['5 Devices, 1 Year', ['5 Devices, 1 Year', '5 dispositivos, 1 año', '5 dispositivos, 1 ano']],
  ])('names the edition %j in each language’s words (en, es, pt): %j', (faceValue, names) => {
    const hits = toSearchHits(createProduct({ productId: 'p1' }), [createVariant({ productId: 'p1', faceValue })], reference, now);

    expect(hits.map((h) => [h.language, h.edition_name])).toEqual([
      ['en', names[0]],
      ['es', names[1]],
      ['pt', names[2]],
    ]);
  });

  it('leaves a denomination or a product’s own option words out of the edition, and a variant without a face value without one', () => {
    const variants = [createVariant({ productId: 'p1', variantId: 'v1', faceValue: '$50' }), createVariant({ productId: 'p1', variantId: 'v2', faceValue: undefined })];

    const hits = toSearchHits(createProduct({ productId: 'p1' }), variants, reference, now);

    expect(hits.map((h) => [h.objectID, h.language, h.edition_name])).toEqual([
      ['v1', 'en', null],
      ['v1', 'es', null],
      ['v1', 'pt', null],
      ['v2', 'en', null],
      ['v2', 'es', null],
      ['v2', 'pt', null],
    ]);
  });

  it('adds the variant’s own translated face value to that language’s phrases, and keeps the English one in every language', () => {
    const variant = createVariant({
      productId: 'p1',
      faceValue: '1,000 Stardust',
      searchKeywords: [],
      translations: { es: { faceValue: '1000 de polvo estelar' }, pt: { faceValue: '1.000 de poeira estelar' } },
    });

    const hits = toSearchHits(createProduct({ productId: 'p1', searchKeywords: [] }), [variant], reference, now);

    expect(hits.map((h) => [h.language, h.alternative_phrases, h.edition_name])).toEqual([
      ['en', ['1,000 Stardust'], null],
      ['es', ['1,000 Stardust', '1000 de polvo estelar'], null],
      ['pt', ['1,000 Stardust', '1.000 de poeira estelar'], null],
    ]);
  });

  it.each([
    { case: 'keys in stock', availableKeys: 2, forceAvailable: false, isPreorder: false, in_stock: true, is_preorder: false },
    { case: 'sold out', availableKeys: 0, forceAvailable: false, isPreorder: false, in_stock: false, is_preorder: false },
    { case: 'sold out but forced available', availableKeys: 0, forceAvailable: true, isPreorder: false, in_stock: true, is_preorder: false },
    { case: 'an open pre-order without keys', availableKeys: 0, forceAvailable: false, isPreorder: true, in_stock: true, is_preorder: true },
  ])('marks $case as in_stock $in_stock and is_preorder $is_preorder', ({ case: _case, availableKeys, forceAvailable, isPreorder, ...expected }) => {
    const product = createProduct({
      productId: 'p1',
      isPreorder,
      ...(isPreorder ? { preorderStartDate: '2026-11-01T00:00:00.000Z', preorderEndDate: '2026-12-31T00:00:00.000Z' } : {}),
    });

    const [hit] = toSearchHits(product, [createVariant({ productId: 'p1', availableKeys, forceAvailable })], reference, now);

    expect({ in_stock: hit!.in_stock, is_preorder: hit!.is_preorder }).toEqual(expected);
  });

  it('gives an inactive product, or a variant on an unknown platform, no records', () => {
    const variant = createVariant({ productId: 'p1', platformId: 'gog' });

    expect(toSearchHits(createProduct({ productId: 'p1', isActive: false }), [createVariant({ productId: 'p1' })], reference, now)).toEqual([]);
    expect(toSearchHits(createProduct({ productId: 'p1' }), [variant], reference, now)).toEqual([]);
  });
});

describe('popularity', () => {
  it.each([
    { reviewCount: 0, reviewRatingTotal: 0, expected: 0 },
    { reviewCount: 1, reviewRatingTotal: 5, expected: 60 },
    { reviewCount: 10, reviewRatingTotal: 35, expected: 135 },
  ])('is $expected for $reviewCount reviews totalling $reviewRatingTotal stars', ({ expected, ...product }) => {
    expect(popularityOf(product)).toBe(expected);
  });
});
