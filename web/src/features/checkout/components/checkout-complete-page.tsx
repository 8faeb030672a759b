import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isPaid } from '../../../../../shared/orders/order-status';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getHref } from '@/config/paths';
import { updateCart, useCart } from '@/lib/cart/cart-store';
import { useMessages } from '@/lib/i18n/use-messages';
import { useOrderPolling } from '../hooks/use-order-polling';
import { completeMessages } from '../messages';
import '../checkout.css';

/**
 * /checkout/complete: where the payment page sends the shopper back (`?order=…&paid=1`, `&cancelled=1` on Back; guests
 * also carry `&token=…`). The cart is kept until the payment is confirmed.
 */
export function CheckoutCompletePage() {
  const t = useMessages(completeMessages);
  const [params] = useSearchParams();
  const orderId = params.get('order');
  if (!orderId) return <Result title={t('missing')} text={t('missingText')} />;
  if (params.get('cancelled') === '1') {
    return (
      <Result title={t('cancelled')} text={t('cancelledText')}>
        <CartLinks />
      </Result>
    );
  }
  return <PaymentOutcome orderId={orderId} token={params.get('token')} />;
}

function PaymentOutcome({ orderId, token }: { orderId: string; token: string | null }) {
  const t = useMessages(completeMessages);
  const { order, error, retry, timedOut, signInNeeded } = useOrderPolling(orderId, token);
  const cart = useCart();
  const cleared = useRef(false);
  const paid = order ? isPaid(order.status) : false;

  useEffect(() => {
    // Once the money is taken the cart has done its job; a signed-in cart is emptied on the account too.
    if (!paid || cart.owner === 'loading' || cleared.current) return;
    cleared.current = true;
    updateCart(() => []);
  }, [paid, cart.owner]);

  const orderHref = token ? getHref('guestOrder', { orderId, token }) : getHref('order', { orderId });
  const viewOrder = (
    <Link to={orderHref} className={buttonVariants.primary}>
      {t('viewOrder')}
    </Link>
  );

  if (signInNeeded) {
    const here = `${getHref('checkoutComplete', { order: orderId, paid: '1' })}`;
    return (
      <Result title={t('signIn')} text={t('signInText')}>
        <Link to={getHref('auth', { next: here })} className={buttonVariants.primary}>
          {t('signIn')}
        </Link>
      </Result>
    );
  }
  if (!order && error) {
    return (
      <Result title={t('loadFailed')} alert>
        <Button onClick={retry}>{t('retry')}</Button>
      </Result>
    );
  }
  if (!order || (order.status === 'pending' && !timedOut)) {
    return (
      <Result title={t('confirming')} text={t('confirmingText')}>
        <Spinner label={t('confirming')} />
      </Result>
    );
  }
  const values = { number: order.orderNumber, email: order.deliveryEmail };
  if (order.status === 'pending') return <Result title={t('slow')} text={t('slowText', values)}>{viewOrder}</Result>;
  if (order.status === 'failed') {
    return (
      <Result title={t('failed')} text={t('failedText')} alert>
        <CartLinks />
      </Result>
    );
  }
  if (order.status === 'refunded') return <Result title={t('refunded', values)}>{viewOrder}</Result>;
  if (order.held) return <Result title={t('held', values)} text={t('heldText', values)}>{viewOrder}</Result>;
  return (
    <Result title={t('confirmed', values)} text={order.status === 'preorder_confirmed' ? t('preorderText') : t('confirmedText', values)}>
      {viewOrder}
    </Result>
  );
}

function CartLinks() {
  const t = useMessages(completeMessages);
  return (
    <div className="checkout-result-actions">
      <Link to={getHref('cart')} className={buttonVariants.primary}>
        {t('backToCart')}
      </Link>
      <Link to={getHref('checkout')} className={buttonVariants.secondary}>
        {t('tryAgain')}
      </Link>
    </div>
  );
}

function Result({ title, text, alert = false, children }: { title: string; text?: string; alert?: boolean; children?: ReactNode }) {
  const t = useMessages(completeMessages);
  return (
    <section className="checkout-result" data-testid="checkout-result">
      <title>{t('pageTitle')}</title>
      <div role={alert ? 'alert' : 'status'} className="checkout-result">
        <h1>{title}</h1>
        {text && <p className="muted">{text}</p>}
      </div>
      {children}
    </section>
  );
}
