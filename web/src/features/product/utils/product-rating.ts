import type { ProductDetail } from '../../../../../shared/catalog/catalog-views';

/** The spec's fallback rating, 4.5 stars, as a 0–100 score. */
export const fallbackScore = 90;

/** The 0–100 score a product shows: its reviews' average, else its catalogue rating, else the fallback. */
export function productScore(product: Pick<ProductDetail, 'rating' | 'reviewCount' | 'averageRating'>): number {
  if (product.reviewCount > 0 && product.averageRating !== null) return product.averageRating;
  return product.rating ?? fallbackScore;
}

/** A 0–100 score on the five-star scale, to one decimal. */
export function scoreToStars(score: number): number {
  return Math.round(Math.min(100, Math.max(0, score)) / 2) / 10;
}
