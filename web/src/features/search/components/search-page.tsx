import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { searchSorts, type SearchSort } from '../../../../../shared/search/index-names';
import { buttonVariants } from '@/components/ui/button';
import { categoryName, editionName, isCategoryCode, regionName, tagName } from '@/lib/i18n/catalog-terms';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { isProductType, useProductTypeLabel } from '@/lib/i18n/product-type-labels';
import { useQuerySync } from '../hooks/use-query-sync';
import { useSearch } from '../hooks/use-search';
import { searchMessages } from '../messages';
import { pageDebounceMs, skeletonCount } from '../utils/search-constants';
import { buildFilters } from '../utils/search-filters';
import { readSearchPageParams, selectionParams, withParams } from '../utils/search-page-params';
import { FacetsPanel } from './facets-panel';
import { FilterChips, type FilterChip } from './filter-chips';
import { ResultCard } from './result-card';
import { ResultCardSkeleton } from './result-card-skeleton';
import { SearchEmpty } from './search-empty';
import '../search.css';

const sortLabels = {
  relevance: 'sortRelevance',
  price_asc: 'sortPriceAsc',
  price_desc: 'sortPriceDesc',
  featured: 'sortFeatured',
  popular: 'sortPopular',
} as const satisfies Record<SearchSort, string>;

/** /search?q=: results with filter chips, facets, sorting by the replicas and pages of 24. */
export function SearchPage() {
  const t = useMessages(searchMessages);
  const typeLabel = useProductTypeLabel();
  const { language } = usePreferences();
  const [params, setParams] = useSearchParams();
  const { query, selection, edition, sort, page } = readSearchPageParams(params);
  const [text, setText] = useQuerySync(query);
  const filters = buildFilters(selection);
  const { state, settledQuery } = useSearch({ kind: 'page', query: text, debounceMs: pageDebounceMs, filters, platform: selection.platform, sort, page });
  const answer = state.answer;
  // The facets stay while the next answer loads, so choosing one does not make the panel blink away.
  const [lastAnswer, setLastAnswer] = useState(answer);
  if (answer && answer !== lastAnswer) setLastAnswer(answer);
  const facetSource = answer ?? (state.status === 'loading' ? lastAnswer : null);

  // Typing here updates the address once the text settles, without a history entry per pause.
  useEffect(() => {
    if (settledQuery !== query && settledQuery === text.trim()) setParams((current) => withParams(current, { q: settledQuery || null }), { replace: true });
  }, [settledQuery, query, text, setParams]);

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const hit of facetSource?.hits ?? []) {
      map.set(`platform:${hit.platform.code}`, hit.platform.name);
      map.set(`region:${hit.region.code}`, regionName(hit.region.code, language, hit.region.name));
    }
    return map;
  }, [facetSource, language]);
  const labelOf = (key: string, value: string) =>
    names.get(`${key}:${value}`) ??
    (key === 'productType' && isProductType(value) ? typeLabel(value) : key === 'category' ? (isCategoryCode(value) ? categoryName(value, language) : tagName(value, language)) : value);

  const chips: FilterChip[] = [];
  if (selection.platform) chips.push({ param: 'platform', label: t('chipPlatform', { value: labelOf('platform', selection.platform) }) });
  if (selection.region) chips.push({ param: 'region', label: t('chipRegion', { value: labelOf('region', selection.region) }) });
  if (edition) chips.push({ param: 'edition', label: t('chipEdition', { value: editionName(edition, language) }) });

  const change = (changes: Record<string, string | null>) => setParams(withParams(params, changes));
  const shownQuery = state.query || query;

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
      <FilterChips chips={chips} onRemove={(param) => change({ [param]: null })} />
      {!text.trim() ? (
        <div className="search-empty" data-testid="search-ready">
          <h2>{t('readyTitle')}</h2>
          <p className="muted">{t('readyText')}</p>
        </div>
      ) : (
        <>
          <div className="search-summary">
            <p role="status" data-testid="search-count">
              {answer ? t(answer.nbHits === 1 ? 'foundOne' : 'found', { count: answer.nbHits, query: shownQuery }) : ''}
            </p>
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
          <div className="search-layout">
            {facetSource && facetSource.nbHits > 0 ? (
              <FacetsPanel
                facets={facetSource.facets ?? {}}
                selection={selection}
                labelOf={labelOf}
                onToggle={(key, value) => change({ [selectionParams[key]]: value })}
              />
            ) : (
              <div />
            )}
            <div>
              {state.status === 'loading' && (
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
                  {answer.hits.map((hit) => (
                    <li key={hit.objectID}>
                      <ResultCard hit={hit} regionChosen={Boolean(selection.region)} />
                    </li>
                  ))}
                </ul>
              )}
              {answer && answer.nbPages > 1 && (
                <nav className="search-pagination" aria-label={t('pagination')}>
                  {page > 0 && (
                    <Link to={`?${withParams(params, { page: page > 1 ? String(page) : null }).toString()}`} className={buttonVariants.secondary}>
                      {t('previousPage')}
                    </Link>
                  )}
                  <span className="muted">{t('pageOf', { page: page + 1, pages: answer.nbPages })}</span>
                  {page + 1 < answer.nbPages && (
                    <Link to={`?${withParams(params, { page: String(page + 2) }).toString()}`} className={buttonVariants.secondary}>
                      {t('nextPage')}
                    </Link>
                  )}
                </nav>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

