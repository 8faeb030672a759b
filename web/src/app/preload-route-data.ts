import { preload } from 'swr';
import { apiFetcher, apiKey } from '../lib/use-api';

/**
 * Starts the first screen's API request while the route chunks are still downloading, instead of after them;
 * the page's own `useApi` call then finds the request in flight under the same SWR key.
 */
export function preloadRouteData(pathname: string): void {
  if (pathname === '/') {
    void preload(apiKey('/api/home'), apiFetcher);
    return;
  }
  const slug = /^\/p\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
  if (slug) void preload(apiKey('/api/products/by-slug/{slug}', { params: { slug } }), apiFetcher);
}
