import type { IndexSettings } from '../../../../shared/search/index-settings';
import type { SearchHit } from '../../../../shared/search/search-hit';
import type { SynonymHit } from '../../../../shared/search/synonym';

/** One write to an index: a record saved whole (created or replaced), or removed by its objectID. */
export type SearchIndexChange = { action: 'save'; record: SearchHit } | { action: 'delete'; objectID: string };

/**
 * What the server writes to the search engine. Algolia implements it on AWS, and the same algoliasearch client
 * pointed at the local gateway's embedded engine implements it on one machine.
 */
export interface SearchIndex {
  /** Applies saves and deletions to one index in batches; replicas follow their primary. */
  apply(index: string, changes: readonly SearchIndexChange[]): Promise<void>;
  setSettings(index: string, settings: IndexSettings): Promise<void>;
  /** Replaces an index's synonyms with these, on its replicas too, in one task (Algolia's batch with replace). */
  replaceSynonyms(index: string, synonyms: readonly SynonymHit[]): Promise<void>;
  /** Swaps an index's records for these, atomically for searchers; settings are kept. */
  replaceAll(index: string, records: readonly SearchHit[]): Promise<void>;
  /** Records per index, as the engine counts them (Algolia's `listIndices` entries). */
  recordCounts(): Promise<Record<string, number>>;
  /** Search and write operations this month so far, from Algolia's Usage API or the embedded engine's own counts. */
  usage(): Promise<SearchUsage>;
}

export interface SearchUsage {
  searchOperations: number;
  writeOperations: number;
  /** Where the counts start: the month's first day on Algolia, the engine's start locally if later. */
  since: string;
  source: 'algolia' | 'embedded';
}

export class SearchIndexNotConfiguredError extends Error {
  override name = 'SearchIndexNotConfiguredError';
}

/** Records per batch request: Algolia advises batches of about a thousand records (and under 10 MB). */
export const searchBatchSize = 1000;
