import type { ProductPage } from '../../shared/catalog/catalog-views';
import { routes } from '../../shared/routes/route-table';
import { TtlCache } from '../lib/cache/ttl-cache';
import type { Deps } from '../lib/deps';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { rejectBadCursor } from '../lib/http/cursor';
import { toProductCard } from './product-card';
import { referenceLookup, staleWindow } from './reference-lookup';

// Serialised pages are cached briefly per container; a page past its lifetime is served once more while a single
// refresh runs, so a reload never stalls every request in flight. The storefront tolerates seconds of staleness.
let pages: TtlCache<string> | undefined;

export const handler = apiHandler(routes.listProducts, async ({ query, deps }) => {
  pages ??= new TtlCache(deps.config.CATALOG_CACHE_MS, { staleWhileRevalidateMs: staleWindow(deps.config.CATALOG_CACHE_MS) });
  const key = `${query.type ?? '*'}|${query.limit}|${query.cursor ?? ''}`;
  const json = await pages.get(key, async () => JSON.stringify(await loadPage(deps, query)));
  return new ApiReply<ProductPage>(200, undefined, { 'cache-control': 'public, max-age=5' }, json);
});

async function loadPage(deps: Deps, query: { cursor?: string | undefined; limit: number; type?: string | undefined }): Promise<ProductPage> {
  const { product } = deps.store.entities;
  const options = { cursor: query.cursor ?? null, limit: query.limit, order: 'desc' as const };
  const page = await rejectBadCursor(() =>
    query.type ? product.query.activeByType({ productType: query.type as never }).go(options) : product.query.activeByNewest({}).go(options),
  );
  const [reference, variantLists] = await Promise.all([
    referenceLookup(deps),
    Promise.all(page.data.map((p) => deps.store.entities.variant.query.byProduct({ productId: p.productId }).go({ pages: 'all' }))),
  ]);
  const now = deps.now();
  return {
    items: page.data.map((p, i) => toProductCard(p, variantLists[i]!.data, reference, now)),
    nextCursor: page.cursor,
  };
}
