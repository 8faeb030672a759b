import { useSWRConfig } from 'swr';
import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';
import type { ReviewFigures, StaffReviewPage, StaffReviewView } from '../../../../../shared/reviews/review-views';
import type { ReviewPage, ReviewView } from '../../../../../shared/storefront/storefront-views';
import { apiKey } from '@/lib/use-api';

const productPaths = new Set(['/api/products/{productId}', '/api/products/by-slug/{slug}']);

/** The public first page of a product's reviews, under the key `useReviews` reads. */
export const reviewsKey = (productId: string) => apiKey('/api/products/{productId}/reviews', { params: { productId }, query: { limit: 10 } });
export const staffReviewsKey = (productId: string) => apiKey('/api/admin/products/{productId}/reviews', { params: { productId }, query: { limit: 10 } });

/**
 * Writes a review change into the pages already loaded, instead of fetching them again: the server's product cache
 * may answer a few seconds stale, while the write's own answer carries the product's new count and average.
 */
export function useReviewCache() {
  const { mutate } = useSWRConfig();
  const figures = (productId: string, next: ReviewFigures) =>
    mutate(
      (key: unknown) => Array.isArray(key) && productPaths.has(key[0] as string),
      (data: ProductDetail | undefined) => (data?.productId === productId ? { ...data, reviewCount: next.reviewCount, averageRating: next.averageRating } : data),
      { revalidate: false },
    );
  return {
    /** A review just posted: first in the list, with the product's new figures everywhere. */
    async posted(productId: string, review: ReviewView, next: ReviewFigures) {
      await Promise.all([
        figures(productId, next),
        mutate(reviewsKey(productId), (page: ReviewPage | undefined) => page && { ...page, items: [review, ...page.items], count: next.reviewCount, averageRating: next.averageRating }, { revalidate: false }),
        mutate(staffReviewsKey(productId), (page: StaffReviewPage | undefined) => page && { ...page, items: [{ ...review, hidden: false, hiddenAt: null, hiddenBy: null }, ...page.items] }, { revalidate: false }),
      ]);
    },
    /** A review staff hid or showed again: its new state in their list, the public list and the figures follow. */
    async moderated(productId: string, review: StaffReviewView, next: ReviewFigures) {
      const replace = <T extends ReviewView>(items: T[], item: T) => items.map((r) => (r.reviewId === item.reviewId ? item : r));
      await Promise.all([
        figures(productId, next),
        mutate(staffReviewsKey(productId), (page: StaffReviewPage | undefined) => page && { ...page, items: replace(page.items, review) }, { revalidate: false }),
        // The public list is fetched afresh: a review shown again belongs in its place by date.
        mutate(reviewsKey(productId)),
      ]);
    },
  };
}
