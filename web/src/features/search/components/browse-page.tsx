import { Link, useSearchParams } from 'react-router-dom';
import { browseSelection, type BrowsePin } from '../../../../../shared/search/browse-request';
import { buildFilters } from '../../../../../shared/search/search-filters';
import { readSearchPageParams, withParams } from '../../../../../shared/search/search-page-params';
import { getHref } from '@/config/paths';
import { categorySlug } from '@/lib/i18n/catalog-terms';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePublicOrigin } from '@/lib/ssr-hints';
import { useDocumentHead } from '@/lib/use-document-head';
import { useFacetLabels } from '../hooks/use-facet-labels';
import { useFilterChips } from '../hooks/use-filter-chips';
import { useSearch } from '../hooks/use-search';
import { searchMessages } from '../messages';
import { FilterChips } from './filter-chips';
import { SearchResults } from './search-results';

/**
 * /platform/{code} and /category/{slug}: a search pinned to one platform or category, with its own title, heading,
 * introduction and breadcrumb, and the search page's sorting, facets and pages. The server renders it from the same
 * request (`browseRequest`), so the browser hydrates from the server's answer.
 */
export function BrowsePage({ pin }: { pin: BrowsePin }) {
  const t = useMessages(searchMessages);
  const labelOf = useFacetLabels();
  const [params, setParams] = useSearchParams();
  const pageParams = readSearchPageParams(params);
  const { selection, sort, page } = pageParams;
  const { state } = useSearch({
    kind: 'page',
    query: '',
    debounceMs: 0,
    filters: buildFilters(browseSelection(pin, selection)),
    platform: pin.facet === 'platform' ? pin.value : selection.platform,
    sort,
    page,
    browse: true,
  });
  const chips = useFilterChips({ ...pageParams, edition: null }, labelOf, pin.facet);
  const name = labelOf(pin.facet, pin.value);
  const platform = pin.facet === 'platform';
  const origin = usePublicOrigin();
  useDocumentHead({
    description: t(platform ? 'platformDescription' : 'categoryDescription', { name }),
    robots: 'index,follow',
    canonicalUrl: `${origin}${pin.facet === 'platform' ? getHref('platform', { code: pin.value }) : getHref('category', { slug: categorySlug(pin.value) })}`,
  });

  return (
    <section className="search-page browse-page" data-testid="browse-page">
      <title>{t(platform ? 'platformTitle' : 'categoryTitle', { name })}</title>
      <nav aria-label={t('breadcrumb')} className="browse-breadcrumb">
        <ol>
          <li>
            <Link to={getHref('home')}>{t('home')}</Link>
          </li>
          <li>{t(platform ? 'platformsCrumb' : 'categoriesCrumb')}</li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <h1>{name}</h1>
      <p className="browse-intro muted">{t(platform ? 'platformIntro' : 'categoryIntro', { name })}</p>
      <FilterChips chips={chips} onRemove={(param) => setParams(withParams(params, { [param]: null }))} />
      <SearchResults
        state={state}
        summary={(count) => (count === 1 ? t('productsCountOne') : t('productsCount', { count }))}
        params={pageParams}
        pinned={pin.facet}
        labelOf={labelOf}
      />
    </section>
  );
}
