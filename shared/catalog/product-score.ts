/** The spec's fallback rating, 4.5 stars, as a 0–100 score. */
export const fallbackScore = 90;

/** What a product's score is worked out from: the catalogue rating and the review counters. */
export interface ScoreSource {
  /** The catalogue's own 0–100 rating, set by staff. */
  rating: number | null;
  reviewCount: number;
  /** Mean review rating (0–100), null without reviews. */
  averageRating: number | null;
}

/** The mean of a product's reviews from its counters, rounded to a whole 0–100 score; null without reviews. */
export function reviewAverage(reviewCount: number | undefined, reviewRatingTotal: number | undefined): number | null {
  return reviewCount && reviewCount > 0 ? Math.round((reviewRatingTotal ?? 0) / reviewCount) : null;
}

/**
 * The one 0–100 score a product shows everywhere (product page, cards, search): its reviews' average, else its
 * catalogue rating, else the fallback.
 */
export function productScore(product: ScoreSource): number {
  if (product.reviewCount > 0 && product.averageRating !== null) return product.averageRating;
  return product.rating ?? fallbackScore;
}

/** A 0–100 score on the five-star scale, to one decimal. */
export function scoreToStars(score: number): number {
  return Math.round(Math.min(100, Math.max(0, score)) / 2) / 10;
}
