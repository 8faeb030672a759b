import useSWR from 'swr';
import type { ReviewEligibility } from '../../../../../shared/reviews/review-views';
import { apiGet } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/**
 * Whether the signed-in shopper may review the product (`null` user: nothing is asked). The cache key names the user,
 * so another account signing in on the same tab never sees the previous one's answer.
 */
export function useReviewEligibility(productId: string, userId: string | null) {
  return useSWR<ReviewEligibility, ApiError, readonly [string, string, string] | null>(userId ? ['review-eligibility', productId, userId] : null, () =>
    apiGet('/api/products/{productId}/reviews/eligibility', { params: { productId } }),
  );
}
