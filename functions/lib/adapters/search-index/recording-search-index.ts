import type { IndexSettings } from '../../../../shared/search/index-settings';
import type { SearchHit } from '../../../../shared/search/search-hit';
import type { SynonymHit } from '../../../../shared/search/synonym';
import type { SearchIndex, SearchIndexChange, SearchUsage } from './search-index';

/** A test double that keeps what was written, per index, and can be told to fail. */
export class RecordingSearchIndex implements SearchIndex {
  readonly records = new Map<string, Map<string, SearchHit>>();
  readonly settings = new Map<string, IndexSettings>();
  readonly synonyms = new Map<string, SynonymHit[]>();
  failWith: Error | undefined;
  private writes = 0;

  apply(index: string, changes: readonly SearchIndexChange[]): Promise<void> {
    if (this.failWith) return Promise.reject(this.failWith);
    const records = this.recordsOf(index);
    this.writes += changes.length;
    for (const change of changes) {
      if (change.action === 'save') records.set(change.record.objectID, change.record);
      else records.delete(change.objectID);
    }
    return Promise.resolve();
  }

  setSettings(index: string, settings: IndexSettings): Promise<void> {
    if (this.failWith) return Promise.reject(this.failWith);
    this.settings.set(index, settings);
    return Promise.resolve();
  }

  replaceSynonyms(index: string, synonyms: readonly SynonymHit[]): Promise<void> {
    if (this.failWith) return Promise.reject(this.failWith);
    this.synonyms.set(index, [...synonyms]);
    return Promise.resolve();
  }

  replaceAll(index: string, records: readonly SearchHit[]): Promise<void> {
    if (this.failWith) return Promise.reject(this.failWith);
    this.records.set(index, new Map(records.map((r) => [r.objectID, r])));
    return Promise.resolve();
  }

  recordCounts(): Promise<Record<string, number>> {
    if (this.failWith) return Promise.reject(this.failWith);
    return Promise.resolve(Object.fromEntries([...this.records].map(([index, records]) => [index, records.size])));
  }

  usage(): Promise<SearchUsage> {
    if (this.failWith) return Promise.reject(this.failWith);
    return Promise.resolve({ searchOperations: 0, writeOperations: this.writes, since: new Date(0).toISOString(), source: 'embedded' });
  }

  recordsOf(index: string): Map<string, SearchHit> {
    const existing = this.records.get(index) ?? new Map<string, SearchHit>();
    this.records.set(index, existing);
    return existing;
  }
}
