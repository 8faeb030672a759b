import { apiSend } from '@/lib/api-client';

/** Registers `email` for a note when the variant is back in stock. */
export function requestStockNotification(variantId: string, email: string) {
  return apiSend('POST', '/api/variants/{variantId}/notify-me', { params: { variantId }, body: { email } });
}
