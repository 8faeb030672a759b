import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import { selectVariant } from '../../../../../shared/catalog/variant-selection';
import { track, type AnalyticsEvent } from '@/lib/analytics';
import { usePreferences } from '@/lib/preferences';
import { shownEditionOptions } from '../utils/shown-product';

export type SelectorKind = 'platform' | 'region' | 'edition';

const events: Record<SelectorKind, AnalyticsEvent> = { platform: 'platform_select', region: 'region_select', edition: 'face_value_select' };

/**
 * The selected variant lives in the address (?platform=&region=&edition=), so a shared link opens the same
 * version and the address can never disagree with the page; choices replace the history entry.
 */
export function useVariantSelection(product: ProductDetail) {
  const [searchParams, setSearchParams] = useSearchParams();
  const platform = searchParams.get('platform');
  const region = searchParams.get('region');
  const edition = searchParams.get('edition');
  const { language } = usePreferences();
  const selection = useMemo(() => {
    const selected = selectVariant(product.variants, { platform, region, edition });
    return { ...selected, editions: shownEditionOptions(selected.editions, product.variants, language) };
  }, [product.variants, platform, region, edition, language]);

  const choose = useCallback(
    (kind: SelectorKind, value: string) => {
      const next = selectVariant(product.variants, { platform: selection.platform, region: selection.region, edition: selection.edition, [kind]: value });
      track(events[kind], { productId: product.productId, variantId: next.variant?.variantId ?? null, [kind]: value });
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const key of ['platform', 'region', 'edition'] as const) {
            const chosen = next[key];
            if (chosen) params.set(key, chosen);
            else params.delete(key);
          }
          return params;
        },
        { replace: true, preventScrollReset: true, flushSync: true },
      );
    },
    [product.variants, product.productId, selection.platform, selection.region, selection.edition, setSearchParams],
  );

  return { ...selection, choose };
}
