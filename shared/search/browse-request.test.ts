import { describe, expect, it } from 'vitest';
import { browseRequest } from './browse-request';

describe('a browse page’s search', () => {
  it('searches no text, pinned to the platform, with the address’s own filters, sort and page', () => {
    const request = browseRequest({ facet: 'platform', value: 'nintendo' }, new URLSearchParams('region=US&sort=price_asc&page=2'), 'es');

    expect(request).toMatchObject({
      indexName: 'products_es_price_asc',
      query: '',
      filters: 'in_stock:true AND platform.code:"nintendo" AND region.code:"US"',
      page: 1,
      distinct: true,
    });
  });

  it('keeps its pin whatever the address says, and ignores a query in the address', () => {
    const request = browseRequest({ facet: 'category', value: 'platform_currency' }, new URLSearchParams('category=games&q=zelda'), 'en');

    expect(request).toMatchObject({ query: '', filters: 'in_stock:true AND categories_without_path:"platform_currency"' });
  });
});
