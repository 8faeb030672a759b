// Issue 37: every number the facets panel shows is the number of results choosing it shows. The demo catalogue in
// the embedded engine, behind its HTTP layer, asked through algoliasearch's lite client with the storefront's own
// product search, as the search page and the browse pages ask.
import { createServer, type Server } from 'node:http';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../local/runtime/free-port';
import { localAlgoliaAppId, localSearchKey, serveAlgolia } from '../../local/search-engine/algolia-http';
import { browseRequest, type BrowsePin } from '../../shared/search/browse-request';
import type { SearchLanguage } from '../../shared/search/index-names';
import { searchProducts, type MultiSearch } from '../../shared/search/product-search';
import type { SearchAnswer } from '../../shared/search/search-answer';
import { availabilityValues, buildFilters } from '../../shared/search/search-filters';
import { readSearchPageParams, selectionParams, withParams } from '../../shared/search/search-page-params';
import { buildSearchRequest, type SearchRequest } from '../../shared/search/search-request';
import { demoSearchEngine } from './demo-search-index';

/** The address parameter a panel value sets, and the value it sets it to. */
const choice: Record<string, (value: string) => [string, string]> = {
  'platform.code': (v) => [selectionParams.platform, v],
  'region.code': (v) => [selectionParams.region, v],
  categories_without_path: (v) => [selectionParams.category, v],
  developer: (v) => [selectionParams.developer, v],
  publisher: (v) => [selectionParams.publisher, v],
  product_type: (v) => [selectionParams.productType, v],
  price_range: (v) => [selectionParams.price, v],
  is_preorder: (v) => [selectionParams.availability, availabilityValues[v as 'true' | 'false']],
};

/** The search page's request for an address, as search-page.tsx builds it. */
function searchPage(params: URLSearchParams, language: SearchLanguage): SearchRequest {
  const { query, selection, sort, page } = readSearchPageParams(params);
  return buildSearchRequest({ kind: 'page', query, filters: buildFilters(selection), language, sort, page });
}

describe('facet counts are the results they lead to', () => {
  let server: Server;
  let lite: LiteClient;
  const run: MultiSearch = async (requests) => (await lite.search({ requests: [...requests] }, { cacheable: false })).results;

  beforeAll(async () => {
    const engine = demoSearchEngine();
    server = createServer((req, res) => {
      void serveAlgolia(req, res, new URL(req.url ?? '/', 'http://localhost'), engine, { adminKey: 'panel-counts' }).catch(() => res.writeHead(500).end());
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    lite = liteClient(localAlgoliaAppId, localSearchKey, { hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }] });
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Every value the panel offers, with its count and the result count choosing it shows ('Found N results'). */
  async function shownAndFound(address: string, request: (params: URLSearchParams) => SearchRequest, pinned?: string) {
    const params = new URLSearchParams(address);
    const answer = await searchProducts(run, request(params));
    const rows: [string, number, number][] = [];
    for (const [attribute, values] of Object.entries(answer.facets ?? {})) {
      if (attribute === pinned) continue;
      for (const [value, count] of Object.entries(values)) {
        const [name, chosen] = choice[attribute]!(value);
        const next: SearchAnswer = await searchProducts(run, request(withParams(params, { [name]: chosen })));
        rows.push([`${attribute}:${value}`, count, next.nbHits]);
      }
    }
    return { answer, rows };
  }

  it.each([
    ['q=gift%20card&platform=xbox&region=US', 'en'],
    ['q=gift%20card', 'en'],
    ['q=edici%C3%B3n%20deluxe', 'es'],
    ['q=starfall&price=25-50', 'pt'],
  ] as const)('on the search page /search?%s (%s), for every platform, region, price and other value', async (address, language) => {
    const { answer, rows } = await shownAndFound(address, (params) => searchPage(params, language));

    expect(answer.nbHits).toBeGreaterThan(0);
    const offered = Object.entries(answer.facets ?? {}).filter(([, values]) => Object.keys(values).length > 0);
    expect(new Set(rows.map(([value]) => value.split(':')[0]))).toEqual(new Set(offered.map(([attribute]) => attribute)));
    expect(rows.filter(([, shown, found]) => shown !== found)).toEqual([]);
  });

  it('on the search page of the issue, shows Xbox and United States with the results found', async () => {
    const { answer } = await shownAndFound('q=gift%20card&platform=xbox&region=US', (params) => searchPage(params, 'en'));

    expect(answer.facets?.['platform.code']).toEqual({ xbox: answer.nbHits });
    expect(answer.facets?.['region.code']).toEqual({ US: answer.nbHits });
  });

  it.each([
    [{ facet: 'platform', value: 'steam' }, ''],
    [{ facet: 'platform', value: 'playstation' }, 'region=EU'],
    [{ facet: 'category', value: 'games' }, 'platform=xbox'],
  ] as const)('on the browse page %j ?%s, for every value the panel offers', async (pin: BrowsePin, address) => {
    // The page's own facet is not offered (facets-panel.tsx): the address cannot lift the pin.
    const { answer, rows } = await shownAndFound(address, (params) => browseRequest(pin, params, 'en'), pin.facet === 'platform' ? 'platform.code' : 'categories_without_path');

    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter(([, shown, found]) => shown !== found)).toEqual([]);
    // A product on sale in several regions counts once under each, never twice under one.
    expect(Math.max(...Object.values(answer.facets?.['region.code'] ?? {}))).toBeLessThanOrEqual(answer.nbHits);
  });
});
