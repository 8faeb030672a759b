import { indexName, searchLanguages } from '../../shared/search/index-names';
import type { SearchIndex, SearchIndexChange } from '../lib/adapters/search-index/search-index';
import type { ProductSyncPlan } from './sync-product-index';

/**
 * Sends the plans of many products to the engine: per language index, one batched request list of saves and
 * deletions (a removed variant leaves every language's index). Replicas follow their primary.
 */
export async function pushSearchChanges(index: SearchIndex, plans: readonly ProductSyncPlan[]): Promise<void> {
  await Promise.all(
    searchLanguages.map((language) => {
      const changes: SearchIndexChange[] = plans.flatMap((plan) => [
        ...plan.records.filter((r) => r.language === language).map((record) => ({ action: 'save' as const, record })),
        ...plan.removed.map((objectID) => ({ action: 'delete' as const, objectID })),
      ]);
      return changes.length ? index.apply(indexName(language), changes) : Promise.resolve();
    }),
  );
}
