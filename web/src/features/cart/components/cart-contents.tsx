import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Price } from '@/components/price';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { getHref } from '@/config/paths';
import { removeLine, setLineQuantity } from '@/lib/cart/cart-edits';
import { updateCart } from '@/lib/cart/cart-store';
import { quotedLine } from '@/lib/cart/reconcile-quote';
import { useCartQuote } from '@/lib/cart/use-cart-quote';
import { usePreferences } from '@/lib/preferences';
import { useMessages } from '@/lib/i18n/use-messages';
import { cartMessages } from '../messages';
import { CartLineItem } from './cart-line-item';

interface CartContentsProps {
  /** Called when a link inside leaves the cart (the drawer closes). */
  onNavigate?: () => void;
  onCheckout(): void;
}

/** The cart, priced again by the server each time it opens: lines, subtotal and the way to checkout. */
export function CartContents({ onNavigate, onCheckout }: CartContentsProps) {
  const t = useMessages(cartMessages);
  const { currency } = usePreferences();
  const cart = useCartQuote();
  const [announcement, setAnnouncement] = useState('');
  const { quote } = cart;

  if (cart.ready && cart.lines.length === 0) {
    return (
      <div className="cart-empty">
        <p className="cart-empty-title">{t('empty')}</p>
        <p className="muted">{t('emptyText')}</p>
        <Link to={getHref('home')} className={buttonVariants.secondary} onClick={onNavigate}>
          {t('continueShopping')}
        </Link>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </div>
    );
  }
  if (!quote && !cart.error) return <Spinner label={t('loading')} />;

  const changed = Object.keys(cart.notices).length > 0 || (quote?.lines.some((l) => l.problems.length > 0) ?? false);
  const canCheckout = cart.fresh && quote?.purchasable === true;
  return (
    <div className="cart-contents">
      <div className="cart-status" aria-live="polite">
        {!cart.fresh && quote && <p className="muted">{t('updating')}</p>}
        {cart.fresh && changed && <p className="cart-alert">{t('changed')}</p>}
        {cart.unsaved && <p className="cart-alert">{t('unsaved')}</p>}
        <p className="visually-hidden">{announcement}</p>
      </div>
      {cart.error !== null && (
        <div className="cart-alert" role="alert">
          <p>{t('quoteFailed')}</p>
          <Button variant="secondary" onClick={cart.requote}>
            {t('retry')}
          </Button>
        </div>
      )}
      {quote && (
        <>
          <ul className="cart-lines">
            {cart.lines.map((line) => {
              const quoted = quotedLine(quote, line.variantId);
              if (!quoted) {
                return (
                  <li key={line.variantId}>
                    <Skeleton className="cart-line-skeleton" />
                  </li>
                );
              }
              return (
                <CartLineItem
                  key={line.variantId}
                  line={line}
                  quoted={quoted}
                  country={cart.country}
                  notice={cart.notices[line.variantId]}
                  onNavigate={onNavigate}
                  onQuantity={(quantity) => {
                    cart.clearNotice(line.variantId);
                    updateCart((lines) => setLineQuantity(lines, line.variantId, quantity));
                  }}
                  onRemove={(name) => {
                    cart.clearNotice(line.variantId);
                    setAnnouncement(t('removed', { name }));
                    updateCart((lines) => removeLine(lines, line.variantId));
                  }}
                />
              );
            })}
          </ul>
          <div className="cart-summary">
            <p className="cart-subtotal">
              <span>{t('subtotal')}</span>
              <Price charged usdCents={quote.subtotalCents} data-testid="cart-subtotal" />
            </p>
            {currency !== 'USD' && <p className="field-hint">{t('chargedNote')}</p>}
            {cart.fresh && !quote.purchasable && <p className="cart-alert">{t('notPurchasable')}</p>}
            <Button className="cart-checkout" disabled={!canCheckout} onClick={onCheckout}>
              {t('checkout')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
