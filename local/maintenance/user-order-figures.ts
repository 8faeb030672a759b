import { isPaid, type OrderStatus } from '../../shared/orders/order-status';

export interface FiguredOrder {
  userId?: string | undefined;
  status: OrderStatus;
  paidAt?: string | undefined;
  heldReason?: string | undefined;
  totalCents: number;
}

export interface UserOrderFigures {
  orders: number;
  spentCents: number;
  lastOrderAt: string;
}

/**
 * Each buyer's figures as the settling transaction adds them (settle-payment.ts): one order and its total per settled
 * order of an account, `lastOrderAt` its settlement. An order held for review was not counted yet; a refund takes
 * nothing off (the figures count what was paid). One rule for the scale seed and the recount.
 */
export function userOrderFigures(orders: Iterable<FiguredOrder>): Map<string, UserOrderFigures> {
  const figures = new Map<string, UserOrderFigures>();
  for (const o of orders) {
    const held = o.status === 'processing' && Boolean(o.heldReason);
    if (!o.userId || !o.paidAt || held || !(isPaid(o.status) || o.status === 'refunded')) continue;
    const f = figures.get(o.userId);
    figures.set(o.userId, f ? { orders: f.orders + 1, spentCents: f.spentCents + o.totalCents, lastOrderAt: o.paidAt > f.lastOrderAt ? o.paidAt : f.lastOrderAt } : { orders: 1, spentCents: o.totalCents, lastOrderAt: o.paidAt });
  }
  return figures;
}
