import { describe, expect, it } from 'vitest';
import { searchClientSettings } from './search-client-settings';

describe('search client settings', () => {
  it('names the Algolia application and its search-only key on AWS, leaving the hosts to the client', () => {
    const settings = searchClientSettings({ ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_KEY: 'search-only', PUBLIC_BASE_URL: 'https://shop.example' });

    expect(settings).toEqual({ appId: 'APP123', searchApiKey: 'search-only', hosts: null });
  });

  it('points the SPA at the embedded engine behind the local gateway otherwise', () => {
    expect(searchClientSettings({ PUBLIC_BASE_URL: 'http://localhost:3000' })).toEqual({
      appId: 'local',
      searchApiKey: 'local-search-key',
      hosts: [{ url: 'localhost:3000', protocol: 'http' }],
    });
  });

  it('refuses an Algolia application without its search key, so the function fails at cold start', () => {
    expect(() => searchClientSettings({ ALGOLIA_APP_ID: 'APP123' })).toThrow(/ALGOLIA_SEARCH_KEY/);
  });
});
