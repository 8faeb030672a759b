import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSearchKey, serveAlgolia } from '../../local/search-engine/algolia-http';
import { SearchEngine } from '../../local/search-engine/search-engine';
import { browseRequest } from '../../shared/search/browse-request';
import { languageIndexSettings } from '../../shared/search/index-settings';
import { searchAnswerKey } from '../../shared/search/product-search';
import type { SearchAnswer } from '../../shared/search/search-answer';
import { seedProduct } from '../../test/integration/catalog-fixture';
import { useTestTable } from '../../test/integration/table';
import { createPlatform } from '../lib/data/entities/platform.factory';
import { createRegion } from '../lib/data/entities/region.factory';
import { createS3Client } from '../lib/adapters/object-store/s3-object-store';
import { AlgoliaSearchReader } from '../lib/adapters/search-reader/algolia-search-reader';
import { setDeps, type Deps } from '../lib/deps';
import { toSearchHits } from '../search/search-hits';
import { handler } from './render-page';

const template = `<!doctype html><html lang="en"><head><meta name="description" content="Store description" /><title>NeonKeys</title></head><body><div id="root"></div></body></html>`;
const adminKey = 'browse-page-admin-key';

/** As API Gateway sends a page route: the path parameters beside the raw path and query. */
const render = async (rawPath: string, rawQueryString = '') => {
  const [, kind, value] = /^\/(platform|category)\/([^/]+)$/.exec(rawPath) ?? [];
  const pathParameters = kind === 'platform' ? { code: value! } : kind === 'category' ? { slug: value! } : undefined;
  const event = { rawPath, rawQueryString, routeKey: `GET /${kind}/{${kind === 'platform' ? 'code' : 'slug'}}`, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }, pathParameters };
  const result = (await handler(event as unknown as APIGatewayProxyEventV2)) as APIGatewayProxyStructuredResultV2;
  return { status: result.statusCode, html: result.body ?? '' };
};
const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { swr: Record<string, SearchAnswer> } | null;

describe('server-rendered browse pages', () => {
  let server: Server;

  beforeAll(async () => {
    const base = await useTestTable();
    await createS3Client({ forcePathStyle: true }).send(new PutObjectCommand({ Bucket: process.env.BUCKET_SITE, Key: 'index.html', Body: template, ContentType: 'text/html' }));
    // The embedded engine behind HTTP, holding the records the sync would write for three products.
    const engine = new SearchEngine();
    server = createServer((req, res) => void serveAlgolia(req, res, new URL(req.url ?? '/', 'http://localhost'), engine, { adminKey }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const hosts = [{ url: `127.0.0.1:${(server.address() as AddressInfo).port}`, protocol: 'http' as const }];
    for (const language of ['en', 'es', 'pt'] as const) for (const { index, settings } of languageIndexSettings(language)) engine.setSettings(index, settings);
    const reference = { platforms: new Map([['steam', createPlatform()], ['xbox', createPlatform({ platformId: 'xbox', code: 'xbox', name: 'Xbox' })]]), regions: new Map([['global', createRegion()]]) };
    const seeded = await Promise.all([
      seedProduct(base, { productId: 'wallet', name: 'Rendered Wallet Card', category: 'digital_wallet', productType: 'gift_card' }, [
        { variantId: 'w10', faceValue: '$10', priceUsdCents: 1099, availableKeys: 3 },
        { variantId: 'w20', faceValue: '$20', priceUsdCents: 2099, availableKeys: 3 },
      ]),
      seedProduct(base, { productId: 'quest', name: 'Rendered Steam Quest', category: 'games' }, [{ variantId: 'q1', priceUsdCents: 2999, availableKeys: 2 }]),
      seedProduct(base, { productId: 'box', name: 'Rendered Xbox Racer', category: 'games' }, [{ variantId: 'b1', platformId: 'xbox', priceUsdCents: 3999, availableKeys: 2 }]),
    ]);
    const records = seeded.flatMap(({ product, variants }) => toSearchHits(product, variants, reference, new Date()));
    for (const language of ['en', 'es', 'pt'] as const) {
      engine.batch(`products_${language}`, records.filter((r) => r.language === language).map((body) => ({ action: 'addObject' as const, body: body as unknown as Record<string, unknown> })));
    }
    const deps: Deps = { ...base, searchReader: new AlgoliaSearchReader({ appId: 'local', searchKey: localSearchKey, hosts }) };
    setDeps(deps);
  });

  afterAll(async () => {
    setDeps(undefined);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('renders a platform page from the first page of its search, one card per product, with its head tags', async () => {
    const page = await render('/platform/steam');

    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Steam games, gift cards and more | NeonKeys</title>');
    expect(page.html).toMatch(/<meta name="description" content="Buy Steam game keys[^"]*">/);
    expect(page.html).toMatch(/<link rel="canonical" href="[^"]+\/platform\/steam">/);
    expect(page.html).toMatch(/<h1>Steam<\/h1>/);
    expect(page.html).toContain('Rendered Wallet Card');
    expect(page.html).toContain('Rendered Steam Quest');
    expect(page.html).not.toContain('Rendered Xbox Racer');
    expect(page.html.match(/data-testid="search-result"/g)).toHaveLength(2);
  });

  it('leaves the answer under the key of the request the browser will build, with each card’s matching variants', async () => {
    const page = await render('/platform/steam');

    const answer = stateOf(page.html)?.swr[searchAnswerKey(browseRequest({ facet: 'platform', value: 'steam' }, new URLSearchParams(), 'en'))];
    expect(answer?.nbHits).toBe(2);
    expect(answer?.hits.find((hit) => hit.product_id === 'wallet')?.matching_variants?.map((v) => v.price.USD)).toEqual([10.99, 20.99]);
  });

  it('searches what the address asks: its filters, sort and page', async () => {
    const page = await render('/category/games', 'sort=price_desc&platform=xbox');

    const request = browseRequest({ facet: 'category', value: 'games' }, new URLSearchParams('sort=price_desc&platform=xbox'), 'en');
    expect(request.indexName).toBe('products_en_price_desc');
    expect(stateOf(page.html)?.swr[searchAnswerKey(request)]?.hits.map((hit) => hit.product_id)).toEqual(['box']);
  });

  it('answers 404 with the plain SPA shell for a platform or category the store does not have', async () => {
    for (const path of ['/platform/gamecube', '/category/not_a_category', '/category/nope']) {
      const page = await render(path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toBe(template);
    }
  });
});
