import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { AccountNav } from '@/components/account/account-nav';
import { Spinner } from '@/components/ui/spinner';
import { getHref } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import { ordersMessages } from '../messages';
import '../orders.css';
import { OrderBatch } from './order-batch';

/** /account/orders: the signed-in buyer's orders, newest first, a page at a time. */
export function OrdersPage() {
  const t = useMessages(ordersMessages);
  const { userId, anonymous, signInHref } = useSignedInUser();
  // Each "Show more" adds the next page's cursor; every page is its own request and stays cached.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);

  if (anonymous) return <Navigate to={signInHref} replace />;
  return (
    <section className="orders-page">
      <title>{t('ordersPageTitle')}</title>
      <AccountNav />
      <h1>{t('ordersHeading')}</h1>
      {userId ? (
        cursors.map((cursor, i) => (
          <OrderBatch
            key={cursor ?? 'first'}
            userId={userId}
            cursor={cursor}
            last={i === cursors.length - 1}
            empty={
              <div className="orders-empty">
                <p>{t('ordersEmpty')}</p>
                <Link to={getHref('home')} className={buttonVariants.secondary}>
                  {t('startShopping')}
                </Link>
              </div>
            }
            onMore={(next) => setCursors((current) => [...current, next])}
          />
        ))
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}
