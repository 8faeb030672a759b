import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { searchSorts, type SearchSort } from '../../../../../shared/search/index-names';
import { selectionParams, withParams, type SearchPageParams } from '../../../../../shared/search/search-page-params';
import { buttonVariants } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { reportSearchClick } from '../api/search-click';
import { searchMessages } from '../messages';
import { skeletonCount } from '../utils/search-constants';
import type { FacetKey } from '../utils/facet-label';
import type { SearchState } from '../utils/search-session';
import { FacetsPanel } from './facets-panel';
import { FilterSheet } from './filter-sheet';
import { ResultCard } from './result-card';
import { ResultCardSkeleton } from './result-card-skeleton';
import { SearchEmpty } from './search-empty';

const sortLabels = {
  relevance: 'sortRelevance',
  price_asc: 'sortPriceAsc',
  price_desc: 'sortPriceDesc',
  featured: 'sortFeatured',
  popular: 'sortPopular',
} as const satisfies Record<SearchSort, string>;

interface SearchResultsProps {
  state: SearchState;
  /** The line above the results: 'Found N results for "q"' or 'N products'; empty while nothing is known. */
  summary(nbHits: number): string;
  params: Pick<SearchPageParams, 'selection' | 'sort' | 'page'>;
  /** A browse page's own facet: not offered, not counted as the shopper's filter. */
  pinned?: FacetKey;
  labelOf(key: FacetKey, value: string): string;
}

/**
 * What the search and browse pages share below their headings: the count, sorting, the facets (a panel beside the
 * results, a sheet behind a 'Filters' button on phones), one card per product and the pages. Every choice lives in
 * the address, so it can be shared and the back button undoes it.
 */
export function SearchResults({ state, summary, params: { selection, sort, page }, pinned, labelOf }: SearchResultsProps) {
  const t = useMessages(searchMessages);
  const { language } = usePreferences();
  const [address, setAddress] = useSearchParams();
  const answer = state.answer;
  // The facets stay while the next answer loads, so choosing one does not make the panel blink away.
  const [lastAnswer, setLastAnswer] = useState(answer);
  if (answer && answer !== lastAnswer) setLastAnswer(answer);
  const facetSource = answer ?? (state.status === 'loading' ? lastAnswer : null);

  const change = (changes: Record<string, string | null>) => setAddress(withParams(address, changes));
  const chosen = (Object.keys(selectionParams) as FacetKey[]).filter((key) => key !== pinned && selection[key]);
  const clearAll = () => change({ ...Object.fromEntries(chosen.map((key) => [selectionParams[key], null])), edition: null });
  const panel = {
    facets: facetSource?.facets ?? {},
    selection,
    pinned,
    labelOf,
    onToggle: (key: FacetKey, value: string | null) => change({ [selectionParams[key]]: value }),
  };
  const pending = state.status === 'loading' || state.status === 'idle';

  return (
    <>
      <div className="search-summary">
        <p role="status" data-testid="search-count">
          {answer ? summary(answer.nbHits) : ''}
        </p>
        <div className="search-summary-actions">
          {facetSource && facetSource.nbHits > 0 && (
            <FilterSheet {...panel} activeCount={chosen.length} resultCount={answer?.nbHits ?? null} onClear={clearAll} />
          )}
          <label className="search-sort">
            {t('sortLabel')}
            <select value={sort} onChange={(event) => change({ sort: event.target.value === 'relevance' ? null : event.target.value })}>
              {searchSorts.map((s) => (
                <option key={s} value={s}>
                  {t(sortLabels[s])}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <div className="search-layout">
        {facetSource && facetSource.nbHits > 0 ? <FacetsPanel {...panel} /> : <div />}
        <div>
          {pending && (
            <ul className="search-results" aria-label={t('loadingResults')} aria-busy="true">
              {Array.from({ length: skeletonCount }, (_, i) => (
                <li key={i}>
                  <ResultCardSkeleton />
                </li>
              ))}
            </ul>
          )}
          {state.status === 'error' && (
            <p className="search-error" role="alert">
              {t('searchFailed')}
            </p>
          )}
          {answer && answer.nbHits === 0 && <SearchEmpty />}
          {answer && answer.hits.length > 0 && (
            <ul className="search-results">
              {answer.hits.map((hit, index) => (
                <li key={hit.objectID}>
                  <ResultCard
                    hit={hit}
                    regionChosen={Boolean(selection.region)}
                    onOpen={() => state.query && reportSearchClick({ query: state.query, objectId: hit.objectID, position: answer.page * (answer.hitsPerPage ?? answer.hits.length) + index + 1, language, source: 'results' })}
                  />
                </li>
              ))}
            </ul>
          )}
          {answer && answer.nbPages > 1 && (
            <nav className="search-pagination" aria-label={t('pagination')}>
              {page > 0 && (
                <Link to={`?${withParams(address, { page: page > 1 ? String(page) : null }).toString()}`} className={buttonVariants.secondary}>
                  {t('previousPage')}
                </Link>
              )}
              <span className="muted">{t('pageOf', { page: page + 1, pages: answer.nbPages })}</span>
              {page + 1 < answer.nbPages && (
                <Link to={`?${withParams(address, { page: String(page + 2) }).toString()}`} className={buttonVariants.secondary}>
                  {t('nextPage')}
                </Link>
              )}
            </nav>
          )}
        </div>
      </div>
    </>
  );
}
