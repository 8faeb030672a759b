import { liteClient } from 'algoliasearch/lite';
import { searchProducts } from '../../../../shared/search/product-search';
import type { SearchClientConfig } from '../../../../shared/search/search-client-config';
import type { SearchAnswer } from '../../../../shared/search/search-answer';
import type { SearchRequest } from '../../../../shared/search/search-request';
import { apiGet } from '@/lib/api-client';
import { createAbortableRequester, withSignal } from './abortable-requester';

export type RunSearch = (request: SearchRequest, signal: AbortSignal) => Promise<SearchAnswer>;

// The search settings are public: no session is asked for a token before the first search.
const fetchConfig = (): Promise<SearchClientConfig> => apiGet('/api/search/config', { transport: { anonymous: true } });

/** The lite client for the configured application: Algolia's own hosts on AWS, the page's origin on one machine. */
export function createRunSearch(config: SearchClientConfig, page: Pick<Location, 'host' | 'protocol'> = window.location): RunSearch {
  const client = liteClient(config.appId, config.searchApiKey, {
    requester: createAbortableRequester(),
    // Search Management's timeout; an older config (cached before the setting existed) keeps the client's own.
    ...(config.timeoutMs ? { timeouts: { connect: Math.min(2_000, config.timeoutMs), read: config.timeoutMs, write: config.timeoutMs } } : {}),
    ...(config.hosts === 'page-origin'
      ? { hosts: [{ url: page.host, protocol: page.protocol === 'https:' ? ('https' as const) : ('http' as const), accept: 'readWrite' as const }] }
      : {}),
  });
  return async (request, signal) => {
    const carrier = withSignal(signal);
    try {
      // cacheable: false because the storefront's own cache (5 min, 20/10 entries) is the one the spec describes.
      // The request keeps its shape for the caches and server-rendered answers; what is sent follows the settings.
      const sent = { ...request, ...(config.hitsPerPage ? { hitsPerPage: Math.min(request.hitsPerPage, config.hitsPerPage) } : {}), ...(config.analytics === false ? { analytics: false, clickAnalytics: false } : {}) };
      return await searchProducts(async (requests) => (await client.search({ requests: [...requests] }, { headers: carrier.headers, cacheable: false })).results, sent);
    } finally {
      carrier.release();
    }
  };
}

let loading: Promise<RunSearch> | null = null;
let analytics = true;

/** Whether searches are logged for Search Analytics (Search Management's switch), as the loaded config says. */
export const searchAnalyticsEnabled = () => analytics;

/** The search function, built once from `GET /api/search/config`; a failed load is retried on the next search. */
export function loadRunSearch(): Promise<RunSearch> {
  loading ??= fetchConfig()
    .then((config) => {
      analytics = config.analytics !== false;
      return createRunSearch(config);
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
