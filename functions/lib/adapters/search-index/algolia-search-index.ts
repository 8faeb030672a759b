import { algoliasearch, type Algoliasearch, type BatchRequest } from 'algoliasearch';
import type { IndexSettings } from '../../../../shared/search/index-settings';
import type { SearchHit } from '../../../../shared/search/search-hit';
import type { SynonymHit } from '../../../../shared/search/synonym';
import { searchBatchSize, type SearchIndex, type SearchIndexChange, type SearchUsage } from './search-index';

export interface AlgoliaConnection {
  appId: string;
  /** An admin (write) key. A promise, because on AWS it is read from Secrets Manager on first use. */
  apiKey: () => Promise<string>;
  /** Set locally: the local gateway, which serves the embedded engine's Algolia API at `/1/*`. */
  hosts?: { url: string; protocol: 'http' | 'https' }[] | undefined;
}

/** The algoliasearch full client behind our own interface: the only module that knows Algolia's request shapes. */
export class AlgoliaSearchIndex implements SearchIndex {
  private client: Promise<Algoliasearch> | undefined;

  constructor(private readonly connection: AlgoliaConnection) {}

  async apply(index: string, changes: readonly SearchIndexChange[]): Promise<void> {
    const client = await this.connect();
    for (let start = 0; start < changes.length; start += searchBatchSize) {
      const requests = changes.slice(start, start + searchBatchSize).map(toBatchRequest);
      await client.batch({ indexName: index, batchWriteParams: { requests } });
    }
  }

  async setSettings(index: string, settings: IndexSettings): Promise<void> {
    const client = await this.connect();
    const { taskID } = await client.setSettings({ indexName: index, indexSettings: settings });
    // Replicas named in a primary's settings must exist before their own settings are set.
    await client.waitForTask({ indexName: index, taskID });
  }

  async replaceSynonyms(index: string, synonyms: readonly SynonymHit[]): Promise<void> {
    const client = await this.connect();
    const { taskID } = await client.saveSynonyms({ indexName: index, synonymHit: synonyms as SynonymHit[], forwardToReplicas: true, replaceExistingSynonyms: true });
    await client.waitForTask({ indexName: index, taskID });
  }

  async replaceAll(index: string, records: readonly SearchHit[]): Promise<void> {
    const client = await this.connect();
    await client.replaceAllObjects({ indexName: index, objects: records as unknown as Record<string, unknown>[], batchSize: searchBatchSize });
  }

  async recordCounts(): Promise<Record<string, number>> {
    const client = await this.connect();
    const counts: Record<string, number> = {};
    // Algolia pages the list by 100 indices; the store has twelve (three languages, each with four replicas).
    for (let page = 0; ; page += 1) {
      const { items, nbPages } = await client.listIndices({ page, hitsPerPage: 100 });
      for (const item of items) counts[item.name] = item.entries;
      if (page + 1 >= (nbPages ?? 1)) return counts;
    }
  }

  async usage(): Promise<SearchUsage> {
    const statistics = 'total_search_operations,total_write_operations';
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    let answer: Record<string, unknown>;
    let source: SearchUsage['source'];
    if (this.connection.hosts) {
      // The embedded engine serves the Usage API's shape on its own host.
      answer = await (await this.connect()).customGet({ path: `1/usage/${statistics}` });
      source = 'embedded';
    } else {
      // Algolia's Usage API has its own host and no client in algoliasearch v5: https://www.algolia.com/doc/rest-api/usage/
      const key = await this.connection.apiKey();
      const res = await fetch(`https://usage.algolia.com/1/usage/${statistics}?startDate=${monthStart.toISOString()}&granularity=daily`, {
        headers: { 'x-algolia-application-id': this.connection.appId, 'x-algolia-api-key': key },
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) throw new Error(`Algolia Usage API answered ${res.status}`);
      answer = (await res.json()) as Record<string, unknown>;
      source = 'algolia';
    }
    const sum = (name: string) => ((answer[name] as { t: number; v: number }[] | undefined) ?? []).filter((p) => p.t >= monthStart.getTime()).reduce((n, p) => n + p.v, 0);
    const since = typeof answer.since === 'string' && answer.since > monthStart.toISOString() ? answer.since : monthStart.toISOString();
    return { searchOperations: sum('total_search_operations'), writeOperations: sum('total_write_operations'), since, source };
  }

  private connect(): Promise<Algoliasearch> {
    const { appId, apiKey, hosts } = this.connection;
    this.client ??= apiKey().then((key) =>
      algoliasearch(appId, key, hosts ? { hosts: hosts.map((h) => ({ ...h, accept: 'readWrite' as const })) } : undefined),
    );
    // A failed key read is tried again next time rather than cached.
    this.client.catch(() => {
      this.client = undefined;
    });
    return this.client;
  }
}

function toBatchRequest(change: SearchIndexChange): BatchRequest {
  return change.action === 'save'
    ? { action: 'updateObject', body: change.record as unknown as Record<string, unknown> }
    : { action: 'deleteObject', body: { objectID: change.objectID } };
}
