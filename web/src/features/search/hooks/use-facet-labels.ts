import { useCallback } from 'react';
import { priceRanges } from '../../../../../shared/search/price-ranges';
import { usePrice } from '@/lib/currency/use-price';
import { useMessages } from '@/lib/i18n/use-messages';
import { useProductTypeLabel } from '@/lib/i18n/product-type-labels';
import { usePreferences } from '@/lib/preferences';
import { searchMessages } from '../messages';
import { facetLabel, type FacetKey } from '../utils/facet-label';

/** `labelOf(key, value)`: a facet value's human name in the visitor's language and currency. */
export function useFacetLabels(): (key: FacetKey, value: string) => string {
  const { language } = usePreferences();
  const t = useMessages(searchMessages);
  const productType = useProductTypeLabel();
  const { format } = usePrice();
  return useCallback(
    (key: FacetKey, value: string) =>
      facetLabel(key, value, {
        language,
        productType,
        availability: (choice) => t(choice === 'preorder' ? 'availabilityPreorder' : 'availabilityInstant'),
        priceRange: (id) => {
          const range = priceRanges.find((r) => r.id === id);
          const money = (usd: number) => format(usd * 100).text;
          if (!range) return id;
          if (range.max === null) return t('priceOver', { min: money(range.min) });
          return range.min === 0 ? t('priceUnder', { max: money(range.max) }) : t('priceBetween', { min: money(range.min), max: money(range.max) });
        },
      }),
    [language, productType, t, format],
  );
}
