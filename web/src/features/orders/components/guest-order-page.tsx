import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/use-messages';
import { useApi } from '@/lib/use-api';
import { guestAccess } from '../api/order-access';
import { ordersMessages } from '../messages';
import '../orders.css';
import { LoadProblem } from './load-problem';
import { OrderDetail } from './order-detail';

/** /orders/:orderId?token=…: a guest's order, opened through the signed link from their e-mail. */
export function GuestOrderPage() {
  const t = useMessages(ordersMessages);
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const access = useMemo(() => guestAccess(token), [token]);
  const { data, error, mutate } = useApi(orderId && token ? '/api/guest/orders/{orderId}' : null, { params: { orderId }, query: { token } }, { dedupingInterval: 0 });

  if (!token || (error && !data && [400, 401, 403, 404].includes(error.status))) {
    return (
      <section>
        <meta name="robots" content="noindex" />
        <LoadProblem title={t('orderNotFound')} text={t('guestLinkInvalid')} />
      </section>
    );
  }
  if (error && !data) return <LoadProblem title={t('loadFailed')} retry={() => void mutate()} />;
  if (!data) return <Spinner label={t('loading')} />;
  return (
    <>
      <meta name="robots" content="noindex" />
      <OrderDetail order={data} access={access} onChanged={() => void mutate()} />
    </>
  );
}
