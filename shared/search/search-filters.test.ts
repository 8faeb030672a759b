import { describe, expect, it } from 'vitest';
import { buildFilters, priceRangeCounts, quoteValue } from './search-filters';

describe('the filter expression', () => {
  it.each([
    ['only in_stock:true without a selection', {}, 'in_stock:true'],
    ['the platform ANDed with in_stock:true', { platform: 'steam' }, 'in_stock:true AND platform.code:"steam"'],
    [
      'every facet ANDed in a fixed order',
      { region: 'EU', platform: 'xbox', category: 'Action', developer: 'Valve', publisher: 'EA', productType: 'key' },
      'in_stock:true AND platform.code:"xbox" AND region.code:"EU" AND categories_without_path:"Action" AND developer:"Valve" AND publisher:"EA" AND product_type:"key"',
    ],
    ['a bounded price range', { price: '10-25' }, 'in_stock:true AND (price.USD >= 10 AND price.USD < 25)'],
    ['the open top price range', { price: '100+' }, 'in_stock:true AND price.USD >= 100'],
    ['nothing for an unknown price range', { price: 'cheap' }, 'in_stock:true'],
    ['pre-orders only', { availability: 'preorder' }, 'in_stock:true AND is_preorder:true'],
    ['instant delivery only', { availability: 'instant' }, 'in_stock:true AND is_preorder:false'],
    ['nothing for an unknown availability', { availability: 'soon' }, 'in_stock:true'],
    ['nothing for blank values', { platform: ' ', region: null }, 'in_stock:true'],
  ])('is %s', (_case, selection, expected) => {
    expect(buildFilters(selection)).toBe(expected);
  });

  it('quotes values with spaces, quotes and keywords so they cannot change the expression', () => {
    expect(buildFilters({ category: 'Action OR x" AND "y' })).toBe('in_stock:true AND categories_without_path:"Action OR x\\" AND \\"y"');
    expect(quoteValue('a\\b')).toBe('"a\\\\b"');
  });
});

describe('price range counts', () => {
  it('lists every range in order with the engine\'s count of its records, 0 where it has none', () => {
    expect(priceRangeCounts({ '10-25': 4, '0-10': 3, '100+': 1, '25-50': 3 })).toEqual([
      { id: '0-10', count: 3 },
      { id: '10-25', count: 4 },
      { id: '25-50', count: 3 },
      { id: '50-100', count: 0 },
      { id: '100+', count: 1 },
    ]);
  });

  it('counts nothing without price facets', () => {
    expect(priceRangeCounts(undefined).every((r) => r.count === 0)).toBe(true);
  });
});
