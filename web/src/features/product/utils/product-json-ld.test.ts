import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';
import { createProductDetail } from './product-detail.factory';
import type { ShownStock } from './stock-view';

const now = new Date('2025-06-15T12:00:00Z');
const base = { url: 'https://neonkeys.test/p/elden-ring', image: 'https://neonkeys.test/placeholder.svg', now };

describe('productJsonLd', () => {
  it('offers the variant in USD, valid for 30 days', () => {
    const data = productJsonLd({ ...base, product: createProductDetail(), variant: { variantId: 'v1', priceUsdCents: 4999 }, stock: 'in_stock' });

    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Elden Ring',
      sku: 'v1',
      brand: { '@type': 'Brand', name: 'Bandai Namco' },
      offers: { '@type': 'Offer', price: '49.99', priceCurrency: 'USD', priceValidUntil: '2025-07-15', availability: 'https://schema.org/InStock' },
    });
  });

  it.each<[ShownStock, string]>([
    ['in_stock', 'https://schema.org/InStock'],
    ['preorder', 'https://schema.org/PreOrder'],
    ['out_of_stock', 'https://schema.org/OutOfStock'],
    ['limited', 'https://schema.org/LimitedAvailability'],
  ])('maps the %s state to %s', (stock, expected) => {
    const data = productJsonLd({ ...base, product: createProductDetail(), variant: { variantId: 'v1', priceUsdCents: 100 }, stock });

    expect(data.offers).toMatchObject({ availability: expected });
  });

  it.each<[number, number]>([
    [90, 4.5],
    [87, 4.4],
    [100, 5],
    [0, 1],
  ])('rates an average of %i on the five-star scale as %s, between worst 1 and best 5', (average, ratingValue) => {
    const data = productJsonLd({ ...base, product: createProductDetail({ reviewCount: 12, averageRating: average }), variant: null, stock: 'in_stock' });

    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue, bestRating: 5, worstRating: 1, reviewCount: 12 });
  });

  it('leaves out the rating without reviews and the offer without a variant', () => {
    const data = productJsonLd({ ...base, product: createProductDetail(), variant: null, stock: 'out_of_stock' });

    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('offers');
  });

  it('describes the product by its SEO description when it has one', () => {
    const data = productJsonLd({ ...base, product: createProductDetail({ seoDescription: 'Buy Elden Ring.' }), variant: null, stock: 'in_stock' });

    expect(data.description).toBe('Buy Elden Ring.');
  });
});
