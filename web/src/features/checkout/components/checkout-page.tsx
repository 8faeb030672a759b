import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CartLineSummary } from '@/components/cart/cart-line-summary';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getHref } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { openCart, readCart } from '@/lib/cart/cart-store';
import { quotedLine } from '@/lib/cart/reconcile-quote';
import { useCartQuote } from '@/lib/cart/use-cart-quote';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { startCheckout } from '../api/start-checkout';
import { checkoutMessages } from '../messages';
import { checkoutFailure, type CheckoutFailure } from '../utils/checkout-failure';
import { acknowledgedVariantIds, linesNeedingAck, payBlockers } from '../utils/region-acks';
import '../checkout.css';
import { CheckoutSummary } from './checkout-summary';
import { ContactFields } from './contact-fields';
import { RegionAckBlock } from './region-ack-block';

/**
 * /checkout: the cart priced again, the region acknowledgements, where the keys go, and Pay, which reserves the keys
 * and hands over to the payment page. A refusal (a line short, sold out or repriced; a region not acknowledged) shows
 * on the lines it names, and the cart is priced again.
 */
export function CheckoutPage() {
  const t = useMessages(checkoutMessages);
  const session = useSession();
  const { currency } = usePreferences();
  const cart = useCartQuote();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const signedIn = session.status === 'signedIn';
  const email = typedEmail ?? (signedIn ? (session.user.email ?? '') : '');
  const { quote } = cart;

  const head = <title>{t('pageTitle')}</title>;
  if (!cart.ready || (!quote && cart.error === null)) {
    return (
      <section className="checkout-page">
        {head}
        <h1>{t('heading')}</h1>
        <Spinner label={t('loading')} />
      </section>
    );
  }
  if (cart.lines.length === 0 || !quote) {
    const failed = cart.lines.length > 0;
    return (
      <section className="checkout-page">
        {head}
        <h1>{t('heading')}</h1>
        <div className="cart-empty" role={failed ? 'alert' : undefined}>
          <p className="cart-empty-title">{failed ? t('quoteFailed') : t('empty')}</p>
          {!failed && <p className="muted">{t('emptyText')}</p>}
          {failed ? (
            <Button onClick={cart.requote}>{t('retry')}</Button>
          ) : (
            <Link to={getHref('home')} className={buttonVariants.secondary}>
              {t('continueShopping')}
            </Link>
          )}
        </div>
      </section>
    );
  }

  const blockers = payBlockers({ quote, fresh: cart.fresh, ticked, email, busy: busy || redirecting });
  const { country } = cart;

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (blockers.length > 0) return;
    const sent = readCart().lines;
    setBusy(true);
    setFailure(null);
    try {
      const started = await startCheckout(signedIn, {
        lines: sent,
        email,
        acknowledgedVariantIds: acknowledgedVariantIds(quote, ticked),
        customerNotes: notes,
        displayCurrency: currency,
      });
      setRedirecting(true);
      window.location.assign(started.paymentUrl);
    } catch (error) {
      const refused = checkoutFailure(error, sent);
      setFailure(refused);
      if (refused.status === 409 || refused.status === 422) cart.requote();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="checkout-page">
      {head}
      <h1>{t('heading')}</h1>
      <form className="checkout-layout" onSubmit={(event) => void pay(event)} noValidate>
        <div className="checkout-main">
          <section className="checkout-card" aria-labelledby="checkout-items">
            <div className="checkout-card-head">
              <h2 id="checkout-items">{t('items')}</h2>
              <button type="button" className="link-button" onClick={() => openCart()}>
                {t('editCart')}
              </button>
            </div>
            <p className="muted checkout-updating" aria-live="polite">
              {cart.fresh ? '' : t('updating')}
            </p>
            {cart.error !== null && !cart.fresh && (
              <div className="cart-alert" role="alert">
                <p>{t('quoteFailed')}</p>
                <Button variant="secondary" onClick={cart.requote}>
                  {t('retry')}
                </Button>
              </div>
            )}
            <ul className="checkout-lines">
              {cart.lines.map((line) => {
                const quoted = quotedLine(quote, line.variantId);
                return (
                  quoted && (
                    <li key={line.variantId}>
                      <CartLineSummary line={quoted} country={country} notice={cart.notices[line.variantId]} serverMessage={failure?.lines[line.variantId]}>
                        <p className="checkout-line-quantity">× {quoted.quantity || line.quantity}</p>
                      </CartLineSummary>
                    </li>
                  )
                );
              })}
            </ul>
          </section>
          <RegionAckBlock
            lines={linesNeedingAck(quote)}
            country={country}
            ticked={ticked}
            onToggle={(variantId, checked) =>
              setTicked((current) => {
                const next = new Set(current);
                if (checked) next.add(variantId);
                else next.delete(variantId);
                return next;
              })
            }
          />
          <ContactFields
            signedIn={signedIn}
            email={email}
            onEmail={setTypedEmail}
            emailError={failure?.email ?? null}
            notes={notes}
            onNotes={setNotes}
            notesError={failure?.notes ?? null}
          />
        </div>
        <CheckoutSummary quote={quote} blockers={blockers} redirecting={redirecting} failure={failure} />
      </form>
    </section>
  );
}
