import type { HomeData } from '../../shared/storefront/storefront-views';
import { liveSlides } from '../catalog/live-slides';
import { loadProductPage } from '../catalog/product-page-loader';
import { staleWindow } from '../catalog/reference-lookup';
import { TtlCache } from '../lib/cache/ttl-cache';
import type { Deps } from '../lib/deps';
import { platformCounts } from './platform-counts';

let cache: TtlCache<string> | undefined;

/** The home payload as JSON, cached per container like the catalogue list; the server-rendered home page reads it too. */
export function homeJson(deps: Deps): Promise<string> {
  cache ??= new TtlCache(deps.config.CATALOG_CACHE_MS, { staleWhileRevalidateMs: staleWindow(deps.config.CATALOG_CACHE_MS) });
  return cache.get('home', async () => {
    const [slides, products, counts] = await Promise.all([liveSlides(deps), loadProductPage(deps, { limit: 24 }), platformCounts(deps)]);
    return JSON.stringify({ slides, products, platformCounts: counts } satisfies HomeData);
  });
}
