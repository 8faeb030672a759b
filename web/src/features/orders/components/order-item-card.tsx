import type { OrderItemView } from '../../../../../shared/orders/order-views';
import { ProductImage } from '@/components/product-image';
import { useFormatPrice } from '@/lib/currency/use-price';
import { regionName } from '@/lib/i18n/catalog-terms';
import { localized } from '@/lib/i18n/localized';
import { useMessages } from '@/lib/i18n/use-messages';
import { faceValueText } from '@/lib/i18n/variant-words';
import { usePreferences } from '@/lib/preferences';
import type { OrderAccess } from '../api/order-access';
import { deliverableMessages } from '../deliverable/messages';
import { ordersMessages } from '../messages';
import { deliverableOf } from '../utils/deliverable';
import { itemStatusView } from '../utils/status-view';
import { KeyRow } from './key-row';
import { PreorderQueueNote } from './preorder-queue-note';
import { StatusBadge } from './status-badge';

interface OrderItemCardProps {
  orderId: string;
  item: OrderItemView;
  access: OrderAccess;
  onChanged(): void;
}

/** One line of an order: what was bought, its keys (masked until revealed) and, for a pre-order, its place in the queue. */
export function OrderItemCard({ orderId, item, access, onChanged }: OrderItemCardProps) {
  const t = useMessages(ordersMessages);
  const d = useMessages(deliverableMessages);
  const deliverable = deliverableOf(item.productType);
  const { language } = usePreferences();
  const { price } = useFormatPrice();
  return (
    <li className="order-item" data-testid="order-item">
      <div className="order-item-head">
        <ProductImage className="order-item-image" src={item.imageUrl} alt="" width={56} height={56} loading="lazy" />
        <div className="order-item-title">
          <h3>{localized(item, 'productName', language)}</h3>
          <p className="muted">{[item.platform.name, regionName(item.region.code, language, item.region.name), faceValueText(item, language)].filter(Boolean).join(' · ')}</p>
          <p>
            {t('quantityTimes', { quantity: item.quantity, price: price(item.unitCents) })} = <strong>{price(item.totalCents)}</strong>
          </p>
        </div>
        <StatusBadge view={itemStatusView[item.status]} />
      </div>
      {item.queue && <PreorderQueueNote orderId={orderId} item={item} queue={item.queue} access={access} onChanged={onChanged} />}
      {item.keys.length > 0 && (
        <ul className="key-list" aria-label={d(`items_${deliverable}`)}>
          {item.keys.map((key) => (
            <KeyRow key={key.keyId} ownedKey={key} access={access} unitCents={item.unitCents} deliverable={deliverable} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </li>
  );
}
