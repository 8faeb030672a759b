import { selectionParams, type SearchPageParams } from '../../../../../shared/search/search-page-params';
import { editionName } from '@/lib/i18n/catalog-terms';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import type { FilterChip } from '../components/filter-chips';
import { searchMessages } from '../messages';
import { facetGroups } from '../utils/facet-groups';
import type { FacetKey } from '../utils/facet-label';

/** A chip for every active filter (but a browse page's own), named as the facets panel names it. */
export function useFilterChips(
  { selection, edition }: Pick<SearchPageParams, 'selection' | 'edition'>,
  labelOf: (key: FacetKey, value: string) => string,
  pinned?: FacetKey,
): FilterChip[] {
  const t = useMessages(searchMessages);
  const { language } = usePreferences();
  const chips: FilterChip[] = [];
  for (const key of Object.keys(selectionParams) as FacetKey[]) {
    const value = selection[key];
    if (!value || key === pinned) continue;
    const label = labelOf(key, value);
    const text =
      key === 'platform'
        ? t('chipPlatform', { value: label })
        : key === 'region'
          ? t('chipRegion', { value: label })
          : t('chip', { facet: t(key === 'price' ? 'facetPrice' : facetGroups.find((g) => g.key === key)!.label), value: label });
    chips.push({ param: selectionParams[key], label: text });
  }
  if (edition) chips.push({ param: 'edition', label: t('chipEdition', { value: editionName(edition, language) }) });
  return chips;
}
