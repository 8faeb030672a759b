import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import { useMessages } from '@/lib/i18n/use-messages';
import type { useVariantSelection } from '../hooks/use-variant-selection';
import { productMessages } from '../messages';
import { OptionGroup } from './option-group';

type Selection = ReturnType<typeof useVariantSelection>;

/**
 * Platform, region and edition (keys) or face value (gift cards). A selector shows only when there is a choice;
 * a single edition or face value is still named, as fixed text.
 */
export function VariantSelectors({ product, selection, mobile }: { product: ProductDetail; selection: Selection; mobile: boolean }) {
  const t = useMessages(productMessages);
  const isGiftCard = product.productType === 'gift_card';
  const editionLegend = isGiftCard ? t(mobile ? 'amount' : 'faceValue') : t('edition');
  const single = selection.editions.length === 1 ? selection.editions[0] : undefined;
  return (
    <div className="pdp-selectors">
      {selection.platforms.length > 1 && (
        <OptionGroup legend={t('platform')} name="platform" options={selection.platforms} value={selection.platform} onChange={(v) => selection.choose('platform', v)} />
      )}
      {selection.regions.length > 1 && (
        <OptionGroup legend={t('region')} name="region" options={selection.regions} value={selection.region} onChange={(v) => selection.choose('region', v)} />
      )}
      {selection.editions.length > 1 && (
        <OptionGroup legend={editionLegend} name="edition" options={selection.editions} value={selection.edition} onChange={(v) => selection.choose('edition', v)} />
      )}
      {single && (
        <p className="pdp-fixed-option">
          <span className="muted">{editionLegend}: </span>
          <strong>{single.label}</strong>
        </p>
      )}
    </div>
  );
}
