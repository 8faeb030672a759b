// In the initial bundle (the header's badge reads it): keep it small. Talking to the account's cart lives in
// account-cart.ts, a chunk loaded only once someone is signed in.
import { useSyncExternalStore } from 'react';
import { browserStorage, sessionStore } from '../auth/session-store';
import { countUnits, isCartLine, type CartLine } from './cart-lines';

/** Where the lines are kept: this browser (anonymous), the account (signed in), or not decided yet. */
export type CartOwner = 'loading' | 'browser' | 'account';

export interface CartState {
  lines: readonly CartLine[];
  owner: CartOwner;
  /** The last change could not be saved to the account; the lines shown are still what the shopper chose. */
  unsaved?: boolean;
}

export const cartStorageKey = 'neonkeys-cart';

// The server cannot see the cart: it renders an empty one, and the badge appears after hydration.
const serverState: CartState = { lines: [], owner: 'loading' };
let state: CartState | undefined;
let panelOpen = false;
// Whose cart is shown: a user id, null for the browser's, undefined until the session is known.
let followed: string | null | undefined;
let saveToAccount: ((lines: readonly CartLine[]) => void) | null = null;
const listeners = new Set<() => void>();

export function readBrowserCart(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(browserStorage()?.getItem(cartStorageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
  } catch {
    return []; // a corrupt entry is an empty cart, not a broken page
  }
}

export function writeBrowserCart(lines: readonly CartLine[]): void {
  try {
    const storage = browserStorage();
    if (lines.length) storage?.setItem(cartStorageKey, JSON.stringify(lines));
    else storage?.removeItem(cartStorageKey);
  } catch {
    // Storage full or blocked: the cart still holds for this page view.
  }
}

/** Replaces the cart's state; account-cart.ts reports through this. */
export function setCartState(next: CartState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The signed-in user the cart follows (null when anonymous), and the function that saves their lines. */
export const cartAccountUser = (): string | null => followed ?? null;
export function setAccountSaver(save: ((lines: readonly CartLine[]) => void) | null): void {
  saveToAccount = save;
}

/** Signing in hands the browser's cart to the account (merged there); signing out goes back to the browser's. */
function followSession(): void {
  const session = sessionStore.snapshot();
  if (session.status === 'loading') return;
  const user = session.status === 'signedIn' ? session.user.userId : null;
  if (user === followed) return;
  followed = user;
  saveToAccount = null;
  if (!user) return setCartState({ lines: readBrowserCart(), owner: 'browser' });
  setCartState({ lines: readCart().lines, owner: 'loading' });
  import('./account-cart').then(
    (m) => m.attachAccountCart(user),
    () => setCartState({ lines: readBrowserCart(), owner: 'browser' }),
  );
}

export function readCart(): CartState {
  if (state) return state;
  if (typeof window === 'undefined') return serverState;
  state = { lines: readBrowserCart(), owner: 'loading' };
  sessionStore.subscribe(followSession);
  // Another tab changed the browser's cart.
  window.addEventListener('storage', (event) => {
    if (event.key === cartStorageKey && readCart().owner === 'browser') setCartState({ lines: readBrowserCart(), owner: 'browser' });
  });
  // Not during this read: it may run inside a render.
  queueMicrotask(followSession);
  return state;
}

/** Changes the lines and saves them where they are kept. */
export function updateCart(change: (lines: readonly CartLine[]) => CartLine[]): void {
  const now = readCart();
  const lines = change(now.lines);
  setCartState({ ...now, lines });
  if (now.owner === 'account' && saveToAccount) saveToAccount(lines);
  // Signing in: the browser's lines are being merged into the account, so only this change waits there for the next merge.
  else if (now.owner === 'loading' && followed) writeBrowserCart(change(readBrowserCart()));
  else writeBrowserCart(lines);
}

/** Opens the cart: the header shows the drawer on desktop and goes to /cart on mobile. */
export function openCart(open = true): void {
  panelOpen = open;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, readCart, () => serverState);
}

export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => countUnits(readCart().lines),
    () => 0,
  );
}

export function useCartPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => panelOpen,
    () => false,
  );
}
