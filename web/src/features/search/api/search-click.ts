import type { SearchClick } from '../../../../../shared/search-analytics/search-click';
import type { ApiPath } from '@/lib/api-types';
import { searchAnalyticsEnabled } from '@/lib/search/search-client';

const endpoint = '/api/search-clicks' satisfies ApiPath<'POST'>;

/**
 * Reports an opened search result for Search Analytics' click-through and average click position: by beacon, as the
 * click also leaves the page (a beacon outlives it), else a keepalive fetch. Best effort: a failure is dropped, and
 * nothing is sent with search analytics off. Mirrors the 512-character query limit of the log.
 */
export function reportSearchClick(click: SearchClick): void {
  const query = click.query.trim();
  if (!query || query.length > 512 || !searchAnalyticsEnabled()) return;
  const body = JSON.stringify({ ...click, query });
  try {
    if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Refused in some page states: the fetch below is the fallback.
  }
  void fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}
