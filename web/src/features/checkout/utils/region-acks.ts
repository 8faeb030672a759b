import type { CartQuote } from '../../../../../shared/orders/order-views';

/** The lines whose key may not activate in the visitor's country: each needs the shopper's explicit acknowledgement. */
export const linesNeedingAck = (quote: CartQuote | null) => quote?.lines.filter((l) => l.needsRegionAck) ?? [];

/** The acknowledgements to send: the ticked ones that the current quote still asks for. */
export const acknowledgedVariantIds = (quote: CartQuote | null, ticked: ReadonlySet<string>): string[] =>
  linesNeedingAck(quote)
    .map((l) => l.variantId)
    .filter((id) => ticked.has(id));

export interface PayState {
  quote: CartQuote | null;
  /** The quote is for exactly the lines in the cart. */
  fresh: boolean;
  ticked: ReadonlySet<string>;
  email: string;
  busy: boolean;
}

export type PayBlocker = 'pricing' | 'not_purchasable' | 'region_ack' | 'email' | 'busy';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => value.length <= 254 && emailPattern.test(value.trim());

/** What keeps the Pay button disabled, first reason first; none means the shopper can pay. */
export function payBlockers({ quote, fresh, ticked, email, busy }: PayState): PayBlocker[] {
  const blockers: PayBlocker[] = [];
  if (busy) blockers.push('busy');
  if (!quote || !fresh) blockers.push('pricing');
  else if (!quote.purchasable) blockers.push('not_purchasable');
  if (linesNeedingAck(quote).some((l) => !ticked.has(l.variantId))) blockers.push('region_ack');
  if (!isEmail(email)) blockers.push('email');
  return blockers;
}
