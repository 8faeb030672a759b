import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { AlgoliaSearchReader } from './algolia-search-reader';
import { SearchReaderNotConfiguredError } from './search-reader';
import { searchReaderFromConfig } from './search-reader-provider';

const config = (settings: Partial<Config>) => settings as Config;

describe('the search reader a function builds', () => {
  it('reads Algolia with the search-only key on AWS, and the embedded engine through the local gateway on one machine', () => {
    expect(searchReaderFromConfig(config({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'search-only' }))).toBeInstanceOf(AlgoliaSearchReader);
    expect(searchReaderFromConfig(config({ ALGOLIA_HOSTS: 'http://127.0.0.1:3000' }))).toBeInstanceOf(AlgoliaSearchReader);
  });

  it('refuses to search, saying what to set, when neither is configured', async () => {
    const reader = searchReaderFromConfig(config({}));

    await expect(reader.search([])).rejects.toBeInstanceOf(SearchReaderNotConfiguredError);
    await expect(reader.search([])).rejects.toThrow(/ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY/);
  });
});
