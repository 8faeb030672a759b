import { liteClient } from 'algoliasearch/lite';
import type { MultiSearch } from '../../../../shared/search/product-search';
import type { SearchReader } from './search-reader';

export interface SearchReaderConnection {
  appId: string;
  /** The search-only key: public by design, the same one the SPA gets from /api/search/config. */
  searchKey: string;
  /** Set locally: the local gateway, which serves the embedded engine's Algolia API at `/1/*`. */
  hosts?: { url: string; protocol: 'http' | 'https' }[] | undefined;
}

/** algoliasearch's lite client, the SPA's own, so a server-rendered page asks exactly what the browser asks. */
export class AlgoliaSearchReader implements SearchReader {
  private readonly client;

  constructor({ appId, searchKey, hosts }: SearchReaderConnection) {
    this.client = liteClient(appId, searchKey, hosts ? { hosts: hosts.map((h) => ({ ...h, accept: 'read' as const })) } : undefined);
  }

  search: MultiSearch = async (requests) => (await this.client.search({ requests: [...requests] })).results;
}
