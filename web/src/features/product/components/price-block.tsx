import type { VariantView } from '../../../../../shared/catalog/catalog-views';
import { Price } from '@/components/price';
import { useMessages } from '@/lib/i18n/use-messages';
import { productMessages } from '../messages';
import { discountPercent } from '../utils/stock-view';

/**
 * The selected variant's price, with the retail price struck through and the saving when it is on sale. In another
 * currency the page says beside the estimate what is charged ('≈ €45.10 · charged $49.99 USD'): the shopper decides
 * here, and a tooltip alone was missed.
 */
export function PriceBlock({ variant }: { variant: VariantView | null }) {
  const t = useMessages(productMessages);
  if (!variant) return <p className="pdp-price muted">{t('noVariants')}</p>;
  const discount = discountPercent(variant.priceUsdCents, variant.retailPriceUsdCents);
  return (
    <p className="pdp-price" data-testid="product-price">
      <Price className="pdp-price-now" usdCents={variant.priceUsdCents} charged />
      {discount !== null && variant.retailPriceUsdCents !== null && (
        <>
          <span className="visually-hidden">{t('retailPrice')}</span>
          <Price className="pdp-price-was" usdCents={variant.retailPriceUsdCents} struck />
          <span className="pdp-price-save">{t('save', { percent: discount })}</span>
        </>
      )}
    </p>
  );
}
