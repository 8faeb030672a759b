import { useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { SearchSort } from '../../../../../shared/search/index-names';
import { searchAnswerKey } from '../../../../../shared/search/product-search';
import type { SearchAnswer } from '../../../../../shared/search/search-answer';
import { buildSearchRequest, type SearchKind } from '../../../../../shared/search/search-request';
import { usePreferences } from '@/lib/preferences';
import { loadRunSearch, searchAnalyticsEnabled } from '@/lib/search/search-client';
import { searchLog } from '../api/search-log';
import { idleState, SearchSession, type SearchState } from '../utils/search-session';
import { buildSuggestions } from '../utils/search-suggestions';
import { useDebouncedQuery } from './use-debounced-query';

interface UseSearchOptions {
  kind: SearchKind;
  query: string;
  debounceMs: number;
  filters: string;
  /** The platform filter, for the search log. */
  platform?: string | null;
  sort?: SearchSort;
  page?: number;
  /** Search even without query text: a browse page, or a results page narrowed by its filters alone. */
  browse?: boolean;
}

/**
 * Runs the search for a box or page: debounced, cancelling, cached, logged; with name suggestions for the box.
 * A server-rendered page's answer (in the SWR fallback under the request's key) is the first state and sits in
 * the cache, so hydration shows the same results and asks nothing.
 */
export function useSearch({ kind, query, debounceMs, filters, platform = null, sort, page, browse = false }: UseSearchOptions) {
  const { language, currency } = usePreferences();
  const { fallback } = useSWRConfig();
  // A server-rendered page's answer for this very request, if there is one.
  const [rendered] = useState(() => {
    const request = buildSearchRequest({ kind, query, filters, language, sort, page });
    const answer = fallback?.[searchAnswerKey(request)] as SearchAnswer | undefined;
    return answer && (request.query || browse) ? { request, answer } : null;
  });
  const [state, setState] = useState<SearchState>(rendered ? { status: 'results', query: rendered.request.query, answer: rendered.answer } : idleState);
  const [session] = useState(() => {
    const created = new SearchSession({
      run: async (request, signal) => (await loadRunSearch())(request, signal),
      onChange: setState,
      onAnswer: (search, answer) => {
        // A browse has no query to log (the log takes 1 to 512 characters); nothing is logged with analytics off.
        if (!search.request.query || !searchAnalyticsEnabled()) return;
        searchLog().record({
          query: search.request.query,
          language: search.language,
          currency: search.currency,
          platform: search.platform ?? null,
          resultsCount: answer.nbHits,
          processingTimeMs: answer.processingTimeMS,
          searchedAt: new Date().toISOString(),
        });
      },
    });
    if (rendered) created.seed({ request: rendered.request, currency, language }, rendered.answer);
    return created;
  });
  const settled = useDebouncedQuery(query, debounceMs);

  useEffect(() => {
    if (!settled && !browse) {
      session.clear();
      return;
    }
    void session.search({ request: buildSearchRequest({ kind, query: settled, filters, language, sort, page }), currency, language, platform, browse });
  }, [session, settled, kind, filters, language, sort, page, currency, platform, browse]);

  useEffect(() => () => session.clear(), [session]);

  const suggestions = useMemo(
    () => (kind === 'dropdown' && state.answer ? buildSuggestions(state.answer.hits, state.query, language) : []),
    [kind, state.answer, state.query, language],
  );
  return { state, suggestions, settledQuery: settled };
}
