// The local engine as the benchmark drives it: the primary index with its real settings and synonyms, records added in one batch.
import { SearchEngine } from '../../../local/search-engine/search-engine';
import { indexName } from '../../../shared/search/index-names';
import { primaryIndexSettings } from '../../../shared/search/index-settings';
import { storeSynonyms } from '../../../shared/search/store-synonyms';
import type { BenchEngine } from './engine-worker';
import type { IndexRecord } from './generate-records';
import { resultsPageParams } from './query-mix';

export async function buildLocalEngine(records: readonly IndexRecord[]): Promise<BenchEngine> {
  const engine = new SearchEngine();
  const index = indexName('en');
  engine.setSettings(index, primaryIndexSettings('en'));
  // The store's synonyms, as every reindex pushes them.
  engine.saveSynonyms(index, storeSynonyms('en'), true, true);
  engine.batch(index, records.map((record) => ({ action: 'addObject' as const, body: { ...record } })));
  return { search: async (q) => engine.search(index, resultsPageParams(q)).nbHits };
}
