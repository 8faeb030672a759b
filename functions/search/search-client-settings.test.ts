import { describe, expect, it } from 'vitest';
import { searchClientSettings } from './search-client-settings';

describe('search client settings', () => {
  it('names the Algolia application and its search-only key on AWS, leaving the hosts to the client', () => {
    const settings = searchClientSettings({ ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_KEY: 'search-only' });

    expect(settings).toEqual({ appId: 'APP123', searchApiKey: 'search-only', hosts: 'algolia' });
  });

  it("points the SPA at the embedded engine on the page's own origin otherwise, naming no host the page might not be at", () => {
    expect(searchClientSettings({ PUBLIC_BASE_URL: 'http://localhost:3000' })).toEqual({
      appId: 'local',
      searchApiKey: 'local-search-key',
      hosts: 'page-origin',
    });
  });

  it('refuses an Algolia application without its search key, so the function fails at cold start', () => {
    expect(() => searchClientSettings({ ALGOLIA_APP_ID: 'APP123' })).toThrow(/ALGOLIA_SEARCH_KEY/);
  });
});
