import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import { BoltIcon } from '@/components/icons';
import { useMessages } from '@/lib/i18n/use-messages';
import { productMessages } from '../messages';

/** How the key reaches the buyer (spec §4 delivery message). */
export function DeliveryLine({ deliveryType }: { deliveryType: ProductDetail['deliveryType'] }) {
  const t = useMessages(productMessages);
  return (
    <p className="pdp-note" data-testid="delivery-message">
      <BoltIcon />
      <span>{t(`delivery_${deliveryType}`)}</span>
    </p>
  );
}
