import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../search/search-hit';
import { parseExportFilter } from './export-filter';

const hit = (over: Partial<SearchHit> = {}): SearchHit =>
  ({
    objectID: 'v1',
    product_id: 'p1',
    variant_id: 'v1',
    name: 'Steam Wallet',
    slug: 'steam-wallet',
    description: '',
    image_url: null,
    platform: { name: 'Steam', code: 'steam' },
    region: { name: 'North America', code: 'NA' },
    product_type: 'gift_card',
    face_value: '$20',
    price: { USD: 20 },
    price_range: '10-25',
    in_stock: true,
    is_preorder: false,
    categories: [],
    categories_without_path: ['Gift Cards'],
    alternative_phrases: [],
    keywords: [],
    developer: null,
    publisher: 'Valve',
    rating: 90,
    review_count: 3,
    popularity: 10,
    featured_rank: 0,
    language: 'en',
    ...over,
  }) as SearchHit;

const keeps = (filter: string, h: SearchHit = hit()) => {
  const parsed = parseExportFilter(filter);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.test(h);
};

describe('the export filter', () => {
  it('keeps everything when empty', () => {
    expect(keeps('')).toBe(true);
    expect(keeps('   ')).toBe(true);
  });

  it.each([
    ['platform:steam', true],
    ['platform:Steam', true],
    ['platform:xbox', false],
    ['region:"North America"', true],
    ['NOT region:"North America"', false],
    ['category:"gift cards"', true],
    ['in_stock:true', true],
    ['is_preorder:true', false],
    ['price < 25', true],
    ['price >= 25', false],
    ['price = 20 AND rating > 80', true],
    ['platform:steam AND product_type:key', false],
    ['platform:steam and product_type:gift_card', true],
  ])('reads %s as Algolia would (%s)', (filter, expected) => {
    expect(keeps(filter)).toBe(expected);
  });

  it.each([
    ['colour:red', "Unknown attribute 'colour' in the filter"],
    ['name > 3', "'name' cannot be compared as a number"],
    ['platform steam', "Cannot read 'platform steam' in the filter"],
    ['platform:steam OR platform:xbox', 'Cannot read'],
  ])('refuses %s with a message that says why', (filter, message) => {
    const parsed = parseExportFilter(filter);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toContain(message);
  });
});
