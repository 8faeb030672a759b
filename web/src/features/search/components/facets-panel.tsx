import { useMessages } from '@/lib/i18n/use-messages';
import { usePrice } from '@/lib/currency/use-price';
import { searchMessages } from '../messages';
import { priceRanges } from '../../../../../shared/search/price-ranges';
import { priceRangeCounts, type SearchSelection } from '../utils/search-filters';
import type { SearchPageParams } from '../utils/search-page-params';

type Facets = Record<string, Record<string, number>>;
type FacetKey = Exclude<keyof SearchSelection, 'price'>;

const facetGroups: { key: FacetKey; attribute: string; label: 'facetPlatform' | 'facetRegion' | 'facetCategory' | 'facetDeveloper' | 'facetPublisher' | 'facetProductType' }[] = [
  { key: 'platform', attribute: 'platform.code', label: 'facetPlatform' },
  { key: 'region', attribute: 'region.code', label: 'facetRegion' },
  { key: 'category', attribute: 'categories_without_path', label: 'facetCategory' },
  { key: 'developer', attribute: 'developer', label: 'facetDeveloper' },
  { key: 'publisher', attribute: 'publisher', label: 'facetPublisher' },
  { key: 'productType', attribute: 'product_type', label: 'facetProductType' },
];

interface FacetsPanelProps {
  facets: Facets;
  selection: SearchPageParams['selection'];
  /** Display names of codes (platform and region codes to names). */
  labelOf(key: FacetKey, value: string): string;
  onToggle(key: keyof SearchSelection, value: string | null): void;
}

/** Facet values with their counts; choosing one narrows the search, choosing it again lifts that filter. */
export function FacetsPanel({ facets, selection, labelOf, onToggle }: FacetsPanelProps) {
  const t = useMessages(searchMessages);
  const { format } = usePrice();
  const money = (usd: number) => format(usd * 100).text;
  const priceLabel = (id: string) => {
    const range = priceRanges.find((r) => r.id === id);
    if (!range) return id;
    if (range.max === null) return t('priceOver', { min: money(range.min) });
    return range.min === 0 ? t('priceUnder', { max: money(range.max) }) : t('priceBetween', { min: money(range.min), max: money(range.max) });
  };
  const prices = priceRangeCounts(facets['price_range']).filter((r) => r.count > 0 || selection.price === r.id);

  return (
    <aside className="search-facets" aria-label={t('filters')} data-testid="search-facets">
      <h2>{t('filters')}</h2>
      {facetGroups.map(({ key, attribute, label }) => {
        const values = Object.entries(facets[attribute] ?? {}).sort(([, a], [, b]) => b - a);
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
              {t('facetValue', { value: priceLabel(id), count })}
            </label>
          ))}
        </fieldset>
      )}
    </aside>
  );
}
