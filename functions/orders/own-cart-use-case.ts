import { mergeCarts, type CartLine } from '../../shared/orders/cart';
import type { CartView } from '../../shared/orders/order-views';
import type { Deps } from '../lib/deps';
import { priceLines } from './priced-lines';

/** A signed-in shopper's cart: read, replaced, or merged with the one they built signed out. Only ever their own. */
export async function readCart(deps: Deps, userId: string, country: string | null): Promise<CartView> {
  const cart = (await deps.store.entities.cart.get({ userId }).go()).data;
  return view(deps, linesOf(cart?.lines ?? []), country);
}

export async function replaceCart(deps: Deps, userId: string, lines: readonly CartLine[], country: string | null): Promise<CartView> {
  await deps.store.entities.cart.put({ userId, lines: [...lines] }).go();
  return view(deps, lines, country);
}

export async function mergeCart(deps: Deps, userId: string, browser: readonly CartLine[], country: string | null): Promise<CartView> {
  const owned = linesOf((await deps.store.entities.cart.get({ userId }).go({ consistent: true })).data?.lines ?? []);
  const merged = mergeCarts(owned, browser);
  await deps.store.entities.cart.put({ userId, lines: merged }).go();
  return view(deps, merged, country);
}

async function view(deps: Deps, lines: readonly CartLine[], country: string | null): Promise<CartView> {
  return { lines: [...lines], quote: (await priceLines(deps, lines, country)).quote };
}

const linesOf = (stored: readonly { variantId: string; quantity: number; seenUnitCents?: number | undefined }[]): CartLine[] =>
  stored.map((l) => ({ variantId: l.variantId, quantity: l.quantity, ...(l.seenUnitCents !== undefined ? { seenUnitCents: l.seenUnitCents } : {}) }));
