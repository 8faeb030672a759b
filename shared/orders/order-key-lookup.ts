import * as z from 'zod';
import type { KeyStatus } from '../catalog/product-key';
import { productKeyProblem, safeText } from '../http/safe-text';
import type { FulfilmentStatus, OrderStatus } from './order-status';

/**
 * "Who bought this key?": a key as sold, or its fingerprint (a key's id). Sent in a body, never in the address, so the
 * key stays out of access logs.
 */
export const orderKeyLookupBody = z.strictObject({
  key: safeText()
    .trim()
    .min(1, 'Paste a key or its fingerprint')
    .max(500, 'A key is at most 500 characters')
    .superRefine((key, ctx) => {
      const problem = productKeyProblem(key);
      if (problem) ctx.addIssue({ code: 'custom', message: `Not a key: ${problem}` });
    }),
});

/** The order a matched key belongs to, as the orders table shows it. */
export interface KeyLookupOrder {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  fulfilmentStatus: FulfilmentStatus;
  createdAt: string;
  deliveryEmail: string;
  totalCents: number;
  currency: 'USD';
}

/** One stored key the lookup matched (the same key on two platforms is two keys); `order` is null while it is in stock. */
export interface KeyLookupMatch {
  keyId: string;
  maskedKey: string;
  keyStatus: KeyStatus;
  productName: string | null;
  platformName: string | null;
  order: KeyLookupOrder | null;
}

export interface KeyLookupResult {
  matches: KeyLookupMatch[];
}
