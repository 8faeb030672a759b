import { describe, expect, it } from 'vitest';
import { toSearchHits } from '../../functions/search/search-hits';
import type { ProductItem } from '../../functions/lib/data/entities/product';
import type { PlatformItem } from '../../functions/lib/data/entities/platform';
import type { RegionItem } from '../../functions/lib/data/entities/region';
import type { VariantItem } from '../../functions/lib/data/entities/variant';
import { languageIndexSettings } from '../../shared/search/index-settings';
import { buildFilters } from '../../shared/search/search-filters';
import { buildSearchRequest } from '../../shared/search/search-request';
import { trendingSearches } from '../../web/src/features/search/utils/search-constants';
import { SearchEngine } from '../search-engine/search-engine';
import { buildCatalog } from './build-catalog';

/** The demo catalogue's search records as the seed makes them, with stock where the seed imports keys. */
function demoEngine(): SearchEngine {
  const now = new Date();
  const catalog = buildCatalog(now);
  const reference = {
    platforms: new Map(catalog.platforms.map((p) => [p.platformId, p as PlatformItem])),
    regions: new Map(catalog.regions.map((r) => [r.regionId, r as RegionItem])),
  };
  const engine = new SearchEngine();
  for (const { index, settings } of languageIndexSettings('en')) engine.setSettings(index, settings);
  const records = catalog.products.flatMap((product) => {
    const variants = catalog.variants
      .filter((v) => v.item.productId === product.productId)
      .map((v) => ({ ...v.item, availableKeys: v.stock === 'in_stock' ? 5 : 0, searchKeywords: [] }) as unknown as VariantItem);
    const item = { reviewCount: 0, reviewRatingTotal: 0, ...product } as unknown as ProductItem;
    return toSearchHits(item, variants, reference, now).filter((hit) => hit.language === 'en');
  });
  engine.batch('products_en', records.map((body) => ({ action: 'addObject' as const, body: body as unknown as Record<string, unknown> })));
  return engine;
}

describe('the demo catalogue', () => {
  const engine = demoEngine();

  it.each(trendingSearches)('finds products in stock for the trending search %j, best match first', (term) => {
    const request = buildSearchRequest({ kind: 'page', query: term, filters: buildFilters(), language: 'en' });

    const { hits } = engine.search(request.indexName, { ...request });

    expect(hits.length).toBeGreaterThan(0);
    const words = term.toLowerCase().split(/[\s-]+/);
    expect(words.every((word) => String(hits[0]!.name).toLowerCase().includes(word)), String(hits[0]!.name)).toBe(true);
  });
});
