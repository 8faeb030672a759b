import { preload } from 'swr';
import { apiFetcher, apiKey } from '../lib/use-api';

/**
 * Starts the first screen's API request while the route chunks are still downloading, instead of after them;
 * the page's own `useApi` call then finds the request in flight under the same SWR key.
 */
export function preloadRouteData(pathname: string): void {
  if (pathname === '/') {
    settle(preload(apiKey('/api/home'), apiFetcher));
    return;
  }
  const slug = /^\/p\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
  if (slug) settle(preload(apiKey('/api/products/by-slug/{slug}', { params: { slug } }), apiFetcher));
}

/** The page's own hook reports a failure (a 404 becomes the not-found screen); the early request must not also throw unhandled. */
function settle(request: Promise<unknown>): void {
  request.catch(() => undefined);
}
