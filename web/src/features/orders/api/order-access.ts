import type { RefundResult, RevealedKey } from '../../../../../shared/orders/order-views';
import { apiSend } from '@/lib/api-client';

export interface RefundRequest {
  /** A pre-order line: every unit of it still waiting. */
  itemId?: string;
  keyIds?: string[];
}

/** What a buyer may do with an order: as its signed-in owner, or as a guest through the signed link from their e-mail. */
export interface OrderAccess {
  reveal(orderId: string, keyId: string): Promise<RevealedKey>;
  refund(orderId: string, request: RefundRequest): Promise<RefundResult>;
}

export const ownerAccess: OrderAccess = {
  reveal: (orderId, keyId) => apiSend('POST', '/api/orders/{orderId}/keys/{keyId}/reveal', { params: { orderId, keyId } }),
  refund: (orderId, request) => apiSend('POST', '/api/orders/{orderId}/refund', { params: { orderId }, body: request }),
};

export const guestAccess = (token: string): OrderAccess => ({
  reveal: (orderId, keyId) => apiSend('POST', '/api/guest/orders/{orderId}/keys/{keyId}/reveal', { params: { orderId, keyId }, body: { token } }),
  refund: (orderId, request) => apiSend('POST', '/api/guest/orders/{orderId}/refund', { params: { orderId }, body: { token, ...request } }),
});
