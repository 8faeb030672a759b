import type { ProductPage } from '../../shared/catalog/catalog-views';
import { routes } from '../../shared/routes/route-table';
import { TtlCache } from '../lib/cache/ttl-cache';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { loadProductPage } from './product-page-loader';
import { staleWindow } from './reference-lookup';
import { cursorsProvider } from '../lib/pagination/cursors-provider';

// Serialised pages are cached briefly per container; a page past its lifetime is served once more while a single
// refresh runs, so a reload never stalls every request in flight. The storefront tolerates seconds of staleness.
let pages: TtlCache<string> | undefined;

export const handler = apiHandler(routes.listProducts, async ({ query, deps }) => {
  pages ??= new TtlCache(deps.config.CATALOG_CACHE_MS, { staleWhileRevalidateMs: staleWindow(deps.config.CATALOG_CACHE_MS) });
  const key = `${query.type ?? '*'}|${query.limit}|${query.cursor ?? ''}`;
  const json = await pages.get(key, async () => JSON.stringify(await loadProductPage(deps, query)));
  return new ApiReply<ProductPage>(200, undefined, { 'cache-control': 'public, max-age=5' }, json);
}, { uses: [cursorsProvider] });
