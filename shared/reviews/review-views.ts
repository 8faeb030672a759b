import type { ReviewView } from '../storefront/storefront-views';

/** A review as staff see it: hidden ones too, with who hid them and when. */
export interface StaffReviewView extends ReviewView {
  hidden: boolean;
  hiddenAt: string | null;
  /** The user id of the staff member who hid it. */
  hiddenBy: string | null;
}

export interface StaffReviewPage {
  items: StaffReviewView[];
  nextCursor: string | null;
}

/** The product's review figures after a change: the count and mean (0–100) of its visible reviews. */
export interface ReviewFigures {
  reviewCount: number;
  averageRating: number | null;
}

/**
 * Whether the signed-in caller may review a product, or why not. A signed-out visitor never asks: the route needs a
 * sign-in, and the storefront sends them to it.
 */
export type ReviewEligibility =
  | { status: 'eligible' }
  /** No completed order of theirs holds this product. */
  | { status: 'not-bought' }
  /** One review per product: theirs, hidden or not. */
  | { status: 'reviewed'; review: ReviewView & { hidden: boolean } };

export interface ReviewPosted extends ReviewFigures {
  review: ReviewView;
}

export interface ReviewVisibilityChanged extends ReviewFigures {
  review: StaffReviewView;
  productId: string;
}
