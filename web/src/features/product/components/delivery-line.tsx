import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import { BoltIcon } from '@/components/icons';
import type { TypeWording } from '../type-wording/use-type-wording';

/** How the purchase reaches the buyer (spec §4 delivery message), in the words of what the type delivers. */
export function DeliveryLine({ deliveryType, wording }: { deliveryType: ProductDetail['deliveryType']; wording: TypeWording }) {
  return (
    <p className="pdp-note" data-testid="delivery-message">
      <BoltIcon />
      <span>{wording.delivery(deliveryType)}</span>
    </p>
  );
}
