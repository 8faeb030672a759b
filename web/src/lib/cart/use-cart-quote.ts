import { useCallback, useEffect, useState } from 'react';
import type { CartQuote } from '../../../../shared/orders/order-views';
import { apiSend } from '../api-client';
import { countryName } from '../i18n/country-name';
import { usePreferences } from '../preferences';
import type { CartLine } from './cart-lines';
import { readCart, updateCart, useCart } from './cart-store';
import { quoteNotices, reconcileLines, type LineNotice } from './reconcile-quote';

const emptyQuote: CartQuote = { lines: [], subtotalCents: 0, currency: 'USD', country: null, purchasable: false };

/** One string per set of lines and quantities: a new one asks for a new quote. */
export const linesKey = (lines: readonly CartLine[]): string => lines.map((l) => `${l.variantId}:${l.quantity}`).join(',');

/**
 * The cart priced by the server now. It asks again whenever the view opens (mount), the lines change, or `requote` is
 * called, and a signed-in shopper's cart is read again from the account first. The quote shown while a new one is on
 * its way is the previous one (`fresh` false), so steppers do not flash.
 */
export function useCartQuote() {
  const cart = useCart();
  const { language } = usePreferences();
  const key = linesKey(cart.lines);
  const ready = cart.owner !== 'loading';
  const onAccount = cart.owner === 'account';
  const [quoted, setQuoted] = useState<{ key: string; quote: CartQuote } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notices, setNotices] = useState<Record<string, LineNotice>>({});
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (onAccount) import('./account-cart').then((m) => m.reloadAccountCart()).catch(() => undefined);
  }, [onAccount]);

  useEffect(() => {
    const sent = readCart().lines;
    if (!ready || sent.length === 0) return;
    let live = true;
    apiSend('POST', '/api/cart/quote', { body: { lines: [...sent] } }).then(
      (quote) => {
        if (!live) return;
        setQuoted({ key: linesKey(sent), quote });
        setError(null);
        setNotices((current) => ({ ...current, ...quoteNotices(sent, quote) }));
        const now = readCart().lines;
        const next = reconcileLines(now, quote);
        if (next !== now) updateCart(() => [...next]);
      },
      (failure: unknown) => {
        if (live) setError(failure);
      },
    );
    return () => {
      live = false;
    };
  }, [key, ready, round]);

  const requote = useCallback(() => setRound((n) => n + 1), []);
  const clearNotice = useCallback((variantId: string) => setNotices(({ [variantId]: _dropped, ...rest }) => rest), []);

  const empty = ready && cart.lines.length === 0;
  const quote = empty ? emptyQuote : (quoted?.quote ?? null);
  return {
    lines: cart.lines,
    ready,
    unsaved: cart.unsaved === true,
    quote,
    /** The visitor's country, as the region checks saw it, named in their language. */
    country: countryName(quote?.country, language),
    /** The quote is for exactly the lines shown. */
    fresh: empty || (quoted !== null && quoted.key === key),
    error,
    notices,
    requote,
    clearNotice,
  };
}
