import type { ProductDetail } from '../../shared/catalog/catalog-views';
import { TtlCache } from '../lib/cache/ttl-cache';
import type { Deps } from '../lib/deps';
import { ApiReply } from '../lib/http/api-types';
import { loadProductDetail } from './product-detail';
import { staleWindow } from './reference-lookup';

let details: TtlCache<string> | undefined;

/**
 * Product pages as serialised JSON, cached per container like the grid (stale-while-revalidate). Live stock has
 * its own uncached endpoint, so a few seconds of staleness here never sells what is not there.
 */
export function productDetailJson(deps: Deps, productId: string): Promise<string> {
  details ??= new TtlCache(deps.config.CATALOG_CACHE_MS, { maxEntries: 500, staleWhileRevalidateMs: staleWindow(deps.config.CATALOG_CACHE_MS) });
  return details.get(productId, async () => JSON.stringify(await loadProductDetail(deps, productId)));
}

export async function productDetailReply(deps: Deps, productId: string): Promise<ApiReply<ProductDetail>> {
  return new ApiReply<ProductDetail>(200, undefined, { 'cache-control': 'public, max-age=5' }, await productDetailJson(deps, productId));
}
