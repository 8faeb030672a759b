import type { OrderItem } from '../lib/data/entities/order';

export interface CheckoutRisk {
  ownerKey: string;
  userId: string | null;
  email: string;
  ip: string;
  country: string | null;
  city: string | null;
  totalCents: number;
  units: number;
}

/** Allowed, with the review score and its reasons the order keeps for delivery; or refused before any payment page. */
export type CheckoutVerdict = { action: 'allow'; score?: number; reasons?: string[] } | { action: 'block'; reason: string };
export type DeliveryVerdict = { action: 'allow' } | { action: 'hold'; reason: string };

/**
 * Where fraud checks plug in. Checkout asks before a payment page is created (a refusal creates nothing); fulfilment
 * asks before keys are handed over (a hold keeps the keys reserved and the order in `processing` for staff review).
 * The store's is functions/security/checkout-risk/store-risk-assessor.ts; `allowEverything` is for tests of other paths.
 */
export interface RiskAssessor {
  assessCheckout(input: CheckoutRisk): Promise<CheckoutVerdict>;
  assessDelivery(order: OrderItem): Promise<DeliveryVerdict>;
}

export const allowEverything: RiskAssessor = {
  assessCheckout: () => Promise.resolve({ action: 'allow' }),
  assessDelivery: () => Promise.resolve({ action: 'allow' }),
};
