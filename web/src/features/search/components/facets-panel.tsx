import { priceRangeCounts, type SearchSelection } from '../../../../../shared/search/search-filters';
import type { SearchPageParams } from '../../../../../shared/search/search-page-params';
import { useMessages } from '@/lib/i18n/use-messages';
import { searchMessages } from '../messages';
import { facetGroups } from '../utils/facet-groups';
import type { FacetKey } from '../utils/facet-label';

type Facets = Record<string, Record<string, number>>;

/**
 * One entry per label: a category and a tag can read alike ('In-Game Currency', 'in-game currency'), and two
 * identical choices would only confuse. The most frequent stays, unless the other is the one chosen.
 */
function distinctLabels(values: (readonly [string, number])[], label: (value: string) => string, chosen: string | null) {
  const kept = new Map<string, readonly [string, number]>();
  for (const entry of values) {
    const name = label(entry[0]).toLocaleLowerCase();
    if (!kept.has(name) || entry[0] === chosen) kept.set(name, entry);
  }
  return [...kept.values()];
}

export interface FacetsPanelProps {
  facets: Facets;
  selection: SearchPageParams['selection'];
  /** A browse page's own facet, which the shopper cannot lift: not offered. */
  pinned?: FacetKey | undefined;
  labelOf(key: FacetKey, value: string): string;
  onToggle(key: keyof SearchSelection, value: string | null): void;
  /** Where the panel sits: beside the results, or in the phone's filter sheet (no heading of its own there). */
  placement?: 'aside' | 'sheet';
}

/** Facet values with their counts; choosing one narrows the search, choosing it again lifts that filter. */
export function FacetsPanel({ facets, selection, pinned, labelOf, onToggle, placement = 'aside' }: FacetsPanelProps) {
  const t = useMessages(searchMessages);
  const prices = priceRangeCounts(facets['price_range']).filter((r) => r.count > 0 || selection.price === r.id);
  const groups = (
    <>
      {facetGroups.map(({ key, attribute, label, choice }) => {
        if (key === pinned) return null;
        const values = distinctLabels(
          Object.entries(facets[attribute] ?? {})
            .map(([value, count]) => [choice ? choice(value) : value, count] as const)
            .filter((entry): entry is readonly [string, number] => entry[0] !== undefined)
            .sort(([, a], [, b]) => b - a),
          (value) => labelOf(key, value),
          selection[key],
        );
        if (values.length === 0) return null;
        return (
          <fieldset key={key} className="search-facet">
            <legend>{t(label)}</legend>
            {values.map(([value, count]) => (
              <label key={value}>
                <input type="checkbox" checked={selection[key] === value} onChange={() => onToggle(key, selection[key] === value ? null : value)} />
                {t('facetValue', { value: labelOf(key, value), count })}
              </label>
            ))}
          </fieldset>
        );
      })}
      {prices.length > 0 && (
        <fieldset className="search-facet">
          <legend>{t('facetPrice')}</legend>
          {prices.map(({ id, count }) => (
            <label key={id}>
              <input type="checkbox" checked={selection.price === id} onChange={() => onToggle('price', selection.price === id ? null : id)} />
              {t('facetValue', { value: labelOf('price', id), count })}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
  if (placement === 'sheet') return <div className="search-facets search-facets-sheet">{groups}</div>;
  return (
    <aside className="search-facets" aria-label={t('filters')} data-testid="search-facets">
      <h2>{t('filters')}</h2>
      {groups}
    </aside>
  );
}
