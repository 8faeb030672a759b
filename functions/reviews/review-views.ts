import type { ReviewView } from '../../shared/storefront/storefront-views';
import type { ReviewFigures, StaffReviewView } from '../../shared/reviews/review-views';
import type { ProductItem } from '../lib/data/entities/product';
import type { ReviewItem } from '../lib/data/entities/review';

type ReviewFields = Pick<ReviewItem, 'reviewId' | 'rating' | 'comment' | 'reviewerName' | 'reviewedAt' | 'pros' | 'cons'> & { verifiedPurchase?: boolean | undefined };

/** A review as the storefront shows it. */
export function reviewView(r: ReviewFields): ReviewView {
  return {
    reviewId: r.reviewId,
    rating: r.rating,
    comment: r.comment,
    reviewerName: r.reviewerName,
    date: r.reviewedAt,
    pros: r.pros,
    cons: r.cons,
    // Seeded reviews written before these flags existed have neither: unverified and visible.
    verifiedPurchase: r.verifiedPurchase ?? false,
  };
}

/** A review as staff see it, with its moderation state. */
export function staffReviewView(r: ReviewItem): StaffReviewView {
  return { ...reviewView(r), hidden: r.hidden ?? false, hiddenAt: r.hiddenAt ?? null, hiddenBy: r.hiddenBy ?? null };
}

/** The product's count and mean rating of its visible reviews, as kept on the product item. */
export function reviewFigures(product: Pick<ProductItem, 'reviewCount' | 'reviewRatingTotal'>): ReviewFigures {
  const count = product.reviewCount ?? 0;
  return { reviewCount: count, averageRating: count > 0 ? Math.round((product.reviewRatingTotal ?? 0) / count) : null };
}
