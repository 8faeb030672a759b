import { describe, expect, it } from 'vitest';
import { readSearchPageParams, withParams } from './search-page-params';

const read = (query: string) => readSearchPageParams(new URLSearchParams(query));

describe('the results page address', () => {
  it('reads the query, the filters, the sort and the one-based page', () => {
    expect(read('q=steam&platform=steam&region=EU&edition=standard&category=Action&type=key&price=10-25&sort=price_asc&page=3')).toEqual({
      query: 'steam',
      selection: { platform: 'steam', region: 'EU', category: 'Action', developer: null, publisher: null, productType: 'key', price: '10-25', availability: null },
      edition: 'standard',
      sort: 'price_asc',
      page: 2,
    });
  });

  it.each([
    ['no parameters', '', { query: '', sort: 'relevance', page: 0 }],
    ['an unknown sort as relevance', 'q=a&sort=cheapest', { sort: 'relevance' }],
    ['a page below 1 or not a number as the first', 'q=a&page=0', { page: 0 }],
    ['a page that is not a number as the first', 'q=a&page=x', { page: 0 }],
    ['a blank query as none', 'q=%20%20', { query: '' }],
  ])('reads %s', (_case, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('removes a filter and goes back to the first page', () => {
    const next = withParams(new URLSearchParams('q=steam&platform=steam&page=2'), { platform: null });

    expect(next.toString()).toBe('q=steam');
  });

  it('keeps the filters when only the page changes', () => {
    expect(withParams(new URLSearchParams('q=steam&platform=steam'), { page: '2' }).toString()).toBe('q=steam&platform=steam&page=2');
  });
});
