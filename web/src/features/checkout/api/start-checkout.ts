import type { CheckoutStarted } from '../../../../../shared/orders/order-views';
import type { CurrencyCode } from '../../../../../shared/money/price';
import { apiSend } from '@/lib/api-client';
import type { CartLine } from '@/lib/cart/cart-lines';
import { currentTrackingSessionId } from '@/lib/tracking-session';

export interface CheckoutRequest {
  lines: readonly CartLine[];
  email: string;
  acknowledgedVariantIds: string[];
  customerNotes: string;
  displayCurrency: CurrencyCode;
}

/** Reserves the keys with a pending order and opens the payment page: as the signed-in shopper, or as a guest. */
export function startCheckout(signedIn: boolean, request: CheckoutRequest): Promise<CheckoutStarted> {
  // Line breaks are kept (the API takes multi-line notes); tabs and other control characters become spaces.
  const notes = request.customerNotes.replace(/\r\n?/g, '\n').replace(/[^\S\n]+/g, ' ').trim();
  const trackingSessionId = currentTrackingSessionId();
  const body = {
    lines: [...request.lines],
    email: request.email.trim(),
    acknowledgedVariantIds: request.acknowledgedVariantIds,
    displayCurrency: request.displayCurrency,
    ...(notes ? { customerNotes: notes } : {}),
    ...(trackingSessionId ? { trackingSessionId } : {}),
  };
  return signedIn ? apiSend('POST', '/api/checkout', { body }) : apiSend('POST', '/api/checkout/guest', { body });
}
