// The demo catalogue's search records, built in process as the index sync builds them from the stored items, so
// relevance is judged on what shoppers of the demo store really search.
import { buildCatalog } from '../../local/seed/build-catalog';
import { toSearchHits } from '../../functions/search/search-hits';
import type { ProductItem } from '../../functions/lib/data/entities/product';
import type { VariantItem } from '../../functions/lib/data/entities/variant';
import type { PlatformItem } from '../../functions/lib/data/entities/platform';
import type { RegionItem } from '../../functions/lib/data/entities/region';
import { SearchEngine } from '../../local/search-engine/search-engine';
import { indexName, searchLanguages, type SearchLanguage } from '../../shared/search/index-names';
import { languageIndexSettings } from '../../shared/search/index-settings';
import { storeSynonyms } from '../../shared/search/store-synonyms';
import type { SearchHit } from '../../shared/search/search-hit';

/** A fixed date keeps pre-order windows and stock states the same on every run. */
const seedDate = new Date('2026-06-01T00:00:00Z');

export function demoSearchRecords(language: SearchLanguage): SearchHit[] {
  const catalog = buildCatalog(seedDate);
  const reference = {
    platforms: new Map(catalog.platforms.map((p) => [p.platformId, p as unknown as PlatformItem])),
    regions: new Map(catalog.regions.map((r) => [r.regionId, r as unknown as RegionItem])),
  };
  const variantsByProduct = new Map<string, VariantItem[]>();
  for (const v of catalog.variants) {
    const item = { isActive: true, searchKeywords: [], ...v.item, availableKeys: v.stock === 'sold_out' ? 0 : 10 } as unknown as VariantItem;
    variantsByProduct.set(item.productId, [...(variantsByProduct.get(item.productId) ?? []), item]);
  }
  return catalog.products.flatMap((p) => {
    const product = { isActive: true, tags: [], searchKeywords: [], ...p } as unknown as ProductItem;
    return toSearchHits(product, variantsByProduct.get(product.productId) ?? [], reference, seedDate).filter((hit) => hit.language === language);
  });
}

/** The embedded engine holding the demo catalogue in every language, with the store's settings and synonyms. */
export function demoSearchEngine(): SearchEngine {
  const engine = new SearchEngine();
  for (const language of searchLanguages) {
    for (const { index, settings } of languageIndexSettings(language)) engine.setSettings(index, settings);
    engine.saveSynonyms(indexName(language), storeSynonyms(language), true, true);
    engine.batch(indexName(language), demoSearchRecords(language).map((body) => ({ action: 'addObject' as const, body: { ...body } })));
  }
  return engine;
}
