import { indexName, searchLanguages, type SearchLanguage } from '../../shared/search/index-names';
import { languageIndexSettings } from '../../shared/search/index-settings';
import { indexSettingsOf } from '../../shared/search-admin/search-settings';
import { readSearchSettings } from '../search-admin/search-settings-store';
import { pushSynonyms, seedStoreSynonyms } from '../search-admin/search-synonyms';
import type { SearchHit } from '../../shared/search/search-hit';
import type { Deps } from '../lib/deps';
import { referenceLookup } from '../catalog/reference-lookup';
import { backfillPlatformListings, listsOnPlatform } from './platform-listings';
import { syncProductIndex } from './sync-product-index';

export interface ReindexSummary {
  /** Records per language index (one per sellable variant). */
  records: number;
  /** Products whose table records predated a field of today's records and were rebuilt from the catalogue first. */
  rebuiltProducts: number;
  /** Product listings per platform written because the table had none yet (a table from before they were kept). */
  backfilledListings: number;
  durationMs: number;
}

type StoredHits = Record<SearchLanguage, SearchHit>;

/**
 * The full reindex: settings and synonyms for every index and replica, then each language's primary replaced with the table's
 * search records (the truth; the replicas follow). Algolia's replaceAllObjects fills a temporary index and moves it
 * over the primary, so searchers never see it half-filled. Run by `npm run reindex` and at every local start, which
 * is what fills the embedded engine, as it keeps nothing on disk.
 */
export async function reindexAll(deps: Deps): Promise<ReindexSummary> {
  const started = performance.now();
  // Search Management's saved settings go with the store's own, so a reindex (every local start) keeps them.
  const managed = indexSettingsOf(await readSearchSettings(deps, { fresh: true }));
  for (const language of searchLanguages) {
    for (const { index, settings } of languageIndexSettings(language)) await deps.searchIndex.setSettings(index, { ...settings, ...managed });
  }
  // The synonyms staff manage, from the table (seeded with the store's own the first time), to every index.
  await seedStoreSynonyms(deps);
  for (const language of searchLanguages) await pushSynonyms(deps, language);
  let items = await allSearchRecords(deps);
  const legacy = [...new Set(items.filter((i) => !isCurrent(i.hits as StoredHits | undefined)).map((i) => i.productId))];
  if (legacy.length) {
    for (const productId of legacy) await syncProductIndex(deps, productId);
    items = await allSearchRecords(deps);
  }
  const stored = items.flatMap((i) => (i.hits ? [i.hits as StoredHits] : []));
  const { platforms } = await referenceLookup(deps);
  const inStock = items.filter((i) => listsOnPlatform(i.hit as SearchHit));
  const backfilled = await backfillPlatformListings(deps, inStock.map((i) => ({ productId: i.productId, platformCode: (i.hit as SearchHit).platform.code })), platforms);
  await Promise.all(searchLanguages.map((language) => deps.searchIndex.replaceAll(indexName(language), stored.map((hits) => hits[language]))));
  return { records: stored.length, rebuiltProducts: legacy.length, backfilledListings: backfilled, durationMs: Math.round(performance.now() - started) };
}

/**
 * Whether stored records have every field today's records have: the languages (translations), the price bucket,
 * the review count that came with the product page's score as `rating`, the type words of issue 19 (whose
 * rebuild also drops other platforms' names from a variant's keywords), and the edition in each language (issue 37).
 */
function isCurrent(hits: StoredHits | undefined): boolean {
  return (
    hits !== undefined &&
    searchLanguages.every((language) => {
      const hit = hits[language];
      return typeof hit?.price_range === 'string' && typeof hit.review_count === 'number' && Array.isArray(hit.type_words) && hit.edition_name !== undefined;
    })
  );
}

async function allSearchRecords(deps: Deps) {
  return (await deps.store.entities.searchRecord.query.all({}).go({ pages: 'all' })).data;
}
