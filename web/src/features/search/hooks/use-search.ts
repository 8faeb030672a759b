import { useEffect, useMemo, useState } from 'react';
import type { SearchSort } from '../../../../../shared/search/index-names';
import { usePreferences } from '@/lib/preferences';
import { loadRunSearch } from '../api/search-client';
import { searchLog } from '../api/search-log';
import { buildSearchRequest, type SearchKind } from '../utils/search-request';
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
}

/** Runs the search for a box or page: debounced, cancelling, cached, logged; with name suggestions for the box. */
export function useSearch({ kind, query, debounceMs, filters, platform = null, sort, page }: UseSearchOptions) {
  const { language, currency } = usePreferences();
  const [state, setState] = useState<SearchState>(idleState);
  const [session] = useState(
    () =>
      new SearchSession({
        run: async (request, signal) => (await loadRunSearch())(request, signal),
        onChange: setState,
        onAnswer: (search, answer) =>
          searchLog().record({
            query: search.request.query,
            language: search.language,
            currency: search.currency,
            platform: search.platform ?? null,
            resultsCount: answer.nbHits,
            searchedAt: new Date().toISOString(),
          }),
      }),
  );
  const settled = useDebouncedQuery(query, debounceMs);

  useEffect(() => {
    if (!settled) {
      session.clear();
      return;
    }
    void session.search({ request: buildSearchRequest({ kind, query: settled, filters, language, sort, page }), currency, language, platform });
  }, [session, settled, kind, filters, language, sort, page, currency, platform]);

  useEffect(() => () => session.clear(), [session]);

  const suggestions = useMemo(
    () => (kind === 'dropdown' && state.answer ? buildSuggestions(state.answer.hits, state.query, language) : []),
    [kind, state.answer, state.query, language],
  );
  return { state, suggestions, settledQuery: settled };
}
