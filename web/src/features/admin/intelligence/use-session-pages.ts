import { useEffect, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { SessionFilters, SessionPage } from '../../../../../shared/intelligence/console-views';
import type { ApiError } from '@/lib/api-error';
import { apiFetcher, apiKey, type ApiKey } from '@/lib/use-api';

type SessionsKey = ApiKey<'/api/admin/intelligence/sessions'>;

/** Page size: a multiple of the grid's three columns. */
export const sessionPageSize = 24;
/** How many pages the list reads by itself while it has less than a page to show. */
export const autoReads = 8;

/** The query of page `index` of the list; `null` once the previous page said there is no more. */
export const sessionPageKey =
  (filters: SessionFilters, reload: number) =>
  (index: number, previous: SessionPage | null): readonly [...SessionsKey, number] | null => {
    if (index > 0 && !previous?.nextCursor) return null;
    const cursor = index === 0 ? undefined : (previous?.nextCursor ?? undefined);
    const query = { limit: sessionPageSize, auth: filters.auth, risk: filters.risk, range: filters.range, ...(filters.country ? { country: filters.country } : {}), ...(filters.user ? { user: filters.user } : {}), ...(cursor ? { cursor } : {}) };
    // The trailing number is not sent: bumping it gives the list a new key, so Refresh starts again from page 0.
    return [...apiKey('/api/admin/intelligence/sessions', { query }), reload];
  };

/**
 * The Sessions tab's list (§4): a filter change reloads from page 0 (the first page's key changes), Load More appends
 * the next page, Refresh drops the loaded pages and reads page 0 again.
 */
export function useSessionPages(filters: SessionFilters, onError: (error: ApiError) => void) {
  const [reload, setReload] = useState(0);
  const swr = useSWRInfinite<SessionPage, ApiError>(sessionPageKey(filters, reload), ([path, options]: readonly [...SessionsKey, number]) => apiFetcher([path, options]), {
    revalidateFirstPage: false,
    shouldRetryOnError: false,
    onError,
  });
  const pages = swr.data ?? [];
  const last = pages.at(-1);
  // A rare filter (a risk band, say) may find nothing in the sessions one page looks at: the next is asked for at once,
  // up to a screenful of automatic reads, so the visitor sees what there is instead of an empty page with Load More.
  const shown = pages.reduce((n, p) => n + p.sessions.length, 0);
  const keepReading = !swr.error && !swr.isValidating && Boolean(last?.nextCursor) && shown < sessionPageSize && pages.length < autoReads;
  useEffect(() => {
    if (keepReading) void swr.setSize(pages.length + 1);
  }, [keepReading, pages.length, swr]);
  return {
    sessions: pages.flatMap((p) => p.sessions),
    error: swr.error,
    isLoading: swr.isLoading,
    isLoadingMore: swr.isValidating && swr.size > pages.length,
    hasMore: Boolean(last?.nextCursor),
    // After a failed page the size is already one ahead, so asking again means revalidating, not growing.
    loadMore: () => void (swr.error && swr.size > pages.length ? swr.mutate() : swr.setSize(pages.length + 1)),
    retry: () => void swr.mutate(),
    refresh: () => setReload((n) => n + 1),
  };
}
