import type { ReactNode } from 'react';
import type { OrderView } from '../../../../../shared/orders/order-views';
import { buttonVariants } from '@/components/ui/button';
import { formatDate } from '@/lib/i18n/format-date';
import { useFormatPrice } from '@/lib/currency/use-price';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import type { OrderAccess } from '../api/order-access';
import { ordersMessages } from '../messages';
import { fulfilmentView, orderStatusView } from '../utils/status-view';
import { OrderItemCard } from './order-item-card';
import { StatusBadge } from './status-badge';

interface OrderDetailProps {
  order: OrderView;
  access: OrderAccess;
  onChanged(): void;
  /** The way back (to the order list for an owner; nothing for a guest). */
  back?: ReactNode;
}

/** One order for its buyer, signed in or through the guest link: where it stands, its lines and their keys. */
export function OrderDetail({ order, access, onChanged, back }: OrderDetailProps) {
  const t = useMessages(ordersMessages);
  const { charged } = useFormatPrice();
  const { language } = usePreferences();
  return (
    <article className="order-detail" data-testid="order-detail">
      <title>{t('orderPageTitle', { number: order.orderNumber })}</title>
      {back}
      <header className="order-head">
        <h1>{t('orderNumber', { number: order.orderNumber })}</h1>
        <div className="badge-row">
          <StatusBadge view={orderStatusView[order.status]} label={t('orderStatus')} />
          <StatusBadge view={fulfilmentView[order.fulfilmentStatus]} label={t('deliveryStatus')} />
        </div>
        <p className="muted">
          {t('placedOn', { date: formatDate(order.createdAt, language, true) ?? '' })} · {t('total')} <strong>{charged(order.totalCents)}</strong>
        </p>
        <p className="muted">{t('deliveredTo', { email: order.deliveryEmail })}</p>
      </header>
      <OrderNotice order={order} />
      <ul className="order-items">
        {order.items.map((item) => (
          <OrderItemCard key={item.itemId} orderId={order.orderId} item={item} access={access} onChanged={onChanged} />
        ))}
      </ul>
      {order.customerNotes && (
        <section className="order-card">
          <h2>{t('yourNotes')}</h2>
          <p className="order-notes">{order.customerNotes}</p>
        </section>
      )}
    </article>
  );
}

function OrderNotice({ order }: { order: OrderView }) {
  const t = useMessages(ordersMessages);
  const { charged } = useFormatPrice();
  const { language } = usePreferences();
  if (order.status === 'pending') {
    const until = formatDate(order.reservedUntil, language, true);
    return (
      <section className="order-card order-notice" role="status">
        <h2>{t('pendingTitle')}</h2>
        {until && <p>{t('pendingText', { time: until })}</p>}
        {order.paymentUrl && (
          <a href={order.paymentUrl} className={buttonVariants.primary}>
            {t('completePayment')}
          </a>
        )}
      </section>
    );
  }
  if (order.held) {
    return (
      <section className="order-card order-notice" role="status">
        <h2>{t('heldTitle')}</h2>
        <p>{t('heldText')}</p>
      </section>
    );
  }
  if (order.status === 'failed') return <p className="order-card order-notice">{t('failedText')}</p>;
  if (order.refundedCents > 0) return <p className="order-card order-notice">{t('refundedAmount', { amount: charged(order.refundedCents) })}</p>;
  return null;
}
