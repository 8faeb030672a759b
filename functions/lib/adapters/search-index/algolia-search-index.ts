import { algoliasearch, type Algoliasearch, type BatchRequest } from 'algoliasearch';
import type { IndexSettings } from '../../../../shared/search/index-settings';
import type { SearchHit } from '../../../../shared/search/search-hit';
import { searchBatchSize, type SearchIndex, type SearchIndexChange } from './search-index';

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

  async replaceAll(index: string, records: readonly SearchHit[]): Promise<void> {
    const client = await this.connect();
    await client.replaceAllObjects({ indexName: index, objects: records as unknown as Record<string, unknown>[], batchSize: searchBatchSize });
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
