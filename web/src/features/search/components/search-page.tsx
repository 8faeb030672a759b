import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buildFilters } from '../../../../../shared/search/search-filters';
import { readSearchPageParams, withParams } from '../../../../../shared/search/search-page-params';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFacetLabels } from '../hooks/use-facet-labels';
import { useFilterChips } from '../hooks/use-filter-chips';
import { useQuerySync } from '../hooks/use-query-sync';
import { useSearch } from '../hooks/use-search';
import { searchMessages } from '../messages';
import { pageDebounceMs } from '../utils/search-constants';
import { FilterChips } from './filter-chips';
import { SearchResults } from './search-results';

/**
 * /search?q=: one card per product with filter chips, facets, sorting by the replicas and pages of 24. A filter
 * alone (/search?platform=nintendo) is a valid browse and shows results; with neither it is 'Ready to search'.
 */
export function SearchPage() {
  const t = useMessages(searchMessages);
  const labelOf = useFacetLabels();
  const [params, setParams] = useSearchParams();
  const pageParams = readSearchPageParams(params);
  const { query, selection, sort, page } = pageParams;
  const [text, setText] = useQuerySync(query);
  const filtered = Object.values(selection).some(Boolean);
  const { state, settledQuery } = useSearch({
    kind: 'page',
    query: text,
    debounceMs: pageDebounceMs,
    filters: buildFilters(selection),
    platform: selection.platform,
    sort,
    page,
    browse: filtered,
  });
  const chips = useFilterChips(pageParams, labelOf);

  // Typing here updates the address once the text settles, without a history entry per pause.
  useEffect(() => {
    if (settledQuery !== query && settledQuery === text.trim()) setParams((current) => withParams(current, { q: settledQuery || null }), { replace: true });
  }, [settledQuery, query, text, setParams]);

  const shownQuery = state.query || query;
  const summary = (count: number) =>
    shownQuery ? t(count === 1 ? 'foundOne' : 'found', { count, query: shownQuery }) : count === 1 ? t('productsCountOne') : t('productsCount', { count });

  return (
    <section className="search-page">
      <title>{query ? t('pageTitleQuery', { query }) : t('pageTitle')}</title>
      <h1>{t('heading')}</h1>
      <form role="search" className="search-page-form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          {t('inputLabel')}
        </label>
        <input id="search-page-input" type="search" value={text} placeholder={t('inputPlaceholder')} autoComplete="off" onChange={(event) => setText(event.target.value)} />
      </form>
      <FilterChips chips={chips} onRemove={(param) => setParams(withParams(params, { [param]: null }))} />
      {!text.trim() && !filtered ? (
        <div className="search-empty" data-testid="search-ready">
          <h2>{t('readyTitle')}</h2>
          <p className="muted">{t('readyText')}</p>
        </div>
      ) : (
        <SearchResults state={state} summary={summary} params={pageParams} labelOf={labelOf} />
      )}
    </section>
  );
}
