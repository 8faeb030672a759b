import type { CartQuote, CartView } from '../../../../shared/orders/order-views';
import { apiGet, apiSend } from '../api-client';
import type { CartLine } from './cart-lines';
import { cartAccountUser, readBrowserCart, readCart, setAccountSaver, setCartState, writeBrowserCart } from './cart-store';

const merge = (lines: readonly CartLine[]) => apiSend('POST', '/api/cart/merge', { body: { lines: [...lines] } });

/**
 * Makes the signed-in account's cart the one shown: the lines built while signed out are merged into it and cleared
 * from the browser. Lines added while the merge was on its way land in the browser again and are merged after it.
 */
export async function attachAccountCart(userId: string): Promise<void> {
  let view: CartView | undefined;
  try {
    for (let round = 0; round < 3; round++) {
      const browser = readBrowserCart();
      if (view && browser.length === 0) break;
      writeBrowserCart([]);
      try {
        view = browser.length ? await merge(browser) : await apiGet('/api/cart');
      } catch (error) {
        // Nothing is lost: the lines go back to the browser, and the cart stays usable there.
        writeBrowserCart([...browser, ...readBrowserCart()]);
        throw error;
      }
    }
  } catch {
    if (cartAccountUser() === userId) setCartState({ lines: readBrowserCart(), owner: 'browser' });
    return;
  }
  if (cartAccountUser() !== userId || !view) return;
  setAccountSaver(accountSaver());
  setCartState({ lines: view.lines, owner: 'account' });
}

let saving: Promise<void> | null = null;
let queued: readonly CartLine[] | null = null;

/** Saves one change at a time, always the latest: a burst of stepper clicks ends as the last quantity, in order. */
function accountSaver() {
  const flush = async () => {
    while (queued) {
      const lines = queued;
      queued = null;
      try {
        await apiSend('PUT', '/api/cart', { body: { lines: [...lines] } });
        if (readCart().unsaved) setCartState({ ...readCart(), unsaved: false });
      } catch {
        setCartState({ ...readCart(), unsaved: true });
      }
    }
    saving = null;
  };
  return (lines: readonly CartLine[]) => {
    queued = lines;
    saving ??= flush();
  };
}

/** Reads the account's cart again (another device may have changed it); a change still being saved wins. */
export async function reloadAccountCart(): Promise<CartQuote | null> {
  const user = cartAccountUser();
  const view = await apiGet('/api/cart');
  if (saving || cartAccountUser() !== user || readCart().owner !== 'account') return null;
  setCartState({ lines: view.lines, owner: 'account' });
  return view.quote;
}
