import { useApi } from '@/lib/use-api';

/** The first page of a product's reviews, with the count and average rating of all of them. */
export function useReviews(productId: string) {
  return useApi('/api/products/{productId}/reviews', { params: { productId }, query: { limit: 10 } });
}
