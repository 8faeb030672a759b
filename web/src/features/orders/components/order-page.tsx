import { Link, Navigate, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { getHref } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { ownerAccess } from '../api/order-access';
import { useOwnApi } from '../api/use-own-api';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { ordersMessages } from '../messages';
import '../orders.css';
import { LoadProblem } from './load-problem';
import { OrderDetail } from './order-detail';

/** /account/orders/:orderId: one of the signed-in buyer's orders. */
export function OrderPage() {
  const t = useMessages(ordersMessages);
  const { orderId = '' } = useParams();
  const { userId, anonymous, signInHref } = useSignedInUser();
  const { data, error, mutate } = useOwnApi(orderId ? userId : null, '/api/orders/{orderId}', { params: { orderId } }, { dedupingInterval: 0 });

  if (anonymous) return <Navigate to={signInHref} replace />;
  if (error && !data) {
    const missing = [400, 403, 404].includes(error.status);
    return <LoadProblem title={missing ? t('orderNotFound') : t('loadFailed')} text={missing ? t('orderNotFoundText') : undefined} retry={missing ? undefined : () => void mutate()} />;
  }
  if (!data) return <Spinner label={t('loading')} />;
  return (
    <OrderDetail
      order={data}
      access={ownerAccess}
      onChanged={() => void mutate()}
      back={
        <Link to={getHref('orders')} className="order-back">
          ← {t('allOrders')}
        </Link>
      }
    />
  );
}
