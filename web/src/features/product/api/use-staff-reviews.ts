import { useApi } from '@/lib/use-api';

/** Staff's view of the first page of a product's reviews: hidden ones too, with their moderation state. */
export function useStaffReviews(productId: string, enabled: boolean) {
  return useApi(enabled ? '/api/admin/products/{productId}/reviews' : null, { params: { productId }, query: { limit: 10 } });
}
