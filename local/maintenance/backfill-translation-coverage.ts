import { translatedLanguages } from '../../shared/catalog/translations';
import { coveredLanguages } from '../../shared/translations/coverage';
import { catalogCounterScopes } from '../../functions/lib/data/entities/catalog-counter';
import type { Store } from '../../functions/lib/data/store';

export const translationCoverageMigration = 'translation-coverage';

/**
 * Writes the coverage counters (`translated#{language}`, issue 18) on a table seeded before they existed: every listed
 * product read in BatchGets, its covered languages counted. Once per table; a fresh table's seed writes them itself,
 * and `npm run recount` rebuilds them at any time.
 */
export async function backfillTranslationCoverage(store: Store): Promise<number | undefined> {
  if ((await store.entities.tableMigration.get({ name: translationCoverageMigration }).go()).data) return undefined;
  const listing = await store.entities.productListing.query.byNewest({}).go({ pages: 'all', attributes: ['productId'] });
  const ids = listing.data.map((l) => l.productId);
  const counts = new Map<string, number>(translatedLanguages.map((l) => [l, 0]));
  for (let i = 0; i < ids.length; i += 100) {
    const { data } = await store.entities.product.get(ids.slice(i, i + 100).map((productId) => ({ productId }))).go({ attributes: ['productId', 'translations'] });
    for (const product of data) for (const language of coveredLanguages(product)) counts.set(language, counts.get(language)! + 1);
  }
  if (ids.length) await store.entities.catalogCounter.put([...counts].map(([language, count]) => ({ scope: catalogCounterScopes.translated(language), count }))).go();
  await store.entities.tableMigration.put({ name: translationCoverageMigration, moved: ids.length }).go();
  return ids.length;
}
