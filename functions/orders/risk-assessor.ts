import type { OrderItem } from '../lib/data/entities/order';

export interface CheckoutRisk {
  ownerKey: string;
  email: string;
  ip: string;
  country: string | null;
  totalCents: number;
  units: number;
}

/**
 * Where fraud checks plug in. Checkout asks before a payment page is created (a refusal creates nothing); fulfilment
 * asks before keys are handed over (a hold keeps the keys reserved and the order in `processing` for staff review).
 * The security issue fills this in; until then everything is allowed.
 */
export interface RiskAssessor {
  assessCheckout(input: CheckoutRisk): Promise<{ action: 'allow' } | { action: 'block'; reason: string }>;
  assessDelivery(order: OrderItem): Promise<{ action: 'allow' } | { action: 'hold'; reason: string }>;
}

export const allowEverything: RiskAssessor = {
  assessCheckout: () => Promise.resolve({ action: 'allow' }),
  assessDelivery: () => Promise.resolve({ action: 'allow' }),
};
