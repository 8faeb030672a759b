import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '../../../../../shared/orders/order-views';
import { ProductImage } from '@/components/product-image';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getHref } from '@/config/paths';
import { useFormatPrice } from '@/lib/currency/use-price';
import { formatDate } from '@/lib/i18n/format-date';
import { localized } from '@/lib/i18n/localized';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { useOwnApi } from '../api/use-own-api';
import { ordersMessages } from '../messages';
import { fulfilmentView, orderStatusView } from '../utils/status-view';
import { LoadProblem } from './load-problem';
import { StatusBadge } from './status-badge';

interface OrderBatchProps {
  userId: string;
  cursor: string | null;
  last: boolean;
  /** Shown when the first page has no orders at all. */
  empty: ReactNode;
  onMore(cursor: string): void;
}

/** One page of the order list, with Show more under the last page when there is another. */
export function OrderBatch({ userId, cursor, last, empty, onMore }: OrderBatchProps) {
  const t = useMessages(ordersMessages);
  const { data, error, mutate } = useOwnApi(userId, '/api/orders', { query: { limit: 20, ...(cursor ? { cursor } : {}) } }, { dedupingInterval: 0 });
  if (error && !data) return <LoadProblem title={t('loadFailed')} retry={() => void mutate()} />;
  if (!data) return <Spinner label={t('loading')} />;
  if (!cursor && data.items.length === 0) return empty;
  return (
    <>
      <ul className="order-list">
        {data.items.map((order) => (
          <OrderRow key={order.orderId} order={order} />
        ))}
      </ul>
      {last && data.nextCursor && (
        <Button variant="secondary" className="orders-more" onClick={() => onMore(data.nextCursor!)}>
          {t('loadMore')}
        </Button>
      )}
    </>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const t = useMessages(ordersMessages);
  const { language } = usePreferences();
  const { charged } = useFormatPrice();
  const others = order.itemCount - 1;
  return (
    <li>
      <Link to={getHref('order', { orderId: order.orderId })} className="order-row" data-testid="order-row">
        <ProductImage className="order-row-image" src={order.imageUrl} alt="" width={56} height={56} loading="lazy" />
        <span className="order-row-main">
          <strong>{order.orderNumber}</strong>
          <span className="muted">{formatDate(order.createdAt, language, true)}</span>
          <span>{others > 0 ? t('andMore', { name: localized(order, 'firstItemName', language), count: others }) : localized(order, 'firstItemName', language)}</span>
        </span>
        <span className="order-row-side">
          <span className="badge-row">
            <StatusBadge view={orderStatusView[order.status]} label={t('orderStatus')} />
            <StatusBadge view={fulfilmentView[order.fulfilmentStatus]} label={t('deliveryStatus')} />
          </span>
          <strong>{charged(order.totalCents)}</strong>
          <span className="muted">{order.units === 1 ? t('itemCountOne') : t('itemCount', { count: order.units })}</span>
        </span>
      </Link>
    </li>
  );
}
