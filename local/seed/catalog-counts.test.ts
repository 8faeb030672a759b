import { describe, expect, it } from 'vitest';
import { catalogCounts } from './catalog-counts';

describe('the seeded catalogue counters', () => {
  it('counts every product, the active ones, and each platform once per product however many variants it has there', () => {
    const products = [{ productId: 'a' }, { productId: 'b', isActive: false }, { productId: 'c', isActive: true }];
    const variants = [
      { productId: 'a', platformId: 'steam' },
      { productId: 'a', platformId: 'steam' },
      { productId: 'b', platformId: 'xbox' },
      { productId: 'c', platformId: 'steam' },
    ];

    expect(catalogCounts(products, variants)).toEqual([
      { scope: 'products', count: 3 },
      { scope: 'products#active', count: 2 },
      { scope: 'platform#steam', count: 2 },
      { scope: 'platform#xbox', count: 1 },
    ]);
  });
});
