import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A customer review; the product item keeps the count and rating total of its visible reviews, so pages never count.
 * Seeded demo reviews have no author and are not verified purchases; a shopper's review carries their user id.
 */
export const reviewEntity = new Entity({
  model: { entity: 'review', version: '1', service },
  attributes: {
    reviewId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    /** 0–100, shown as a percentage; a shopper picks 1–5 stars, stored as 20–100. */
    rating: { type: 'number', required: true },
    comment: { type: 'string', required: true },
    reviewerName: { type: 'string', required: true },
    reviewedAt: { type: 'string', required: true },
    pros: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    cons: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    /** The author's user id; absent on seeded demo reviews. */
    userId: { type: 'string' },
    /** Written only by the review route, after it found a completed order of the product. */
    verifiedPurchase: { type: 'boolean', required: true, default: false },
    /** Hidden by staff: out of the public list and out of the product's count and total. Absent means visible. */
    hidden: { type: 'boolean', required: true, default: false },
    hiddenAt: { type: 'string' },
    /** The staff member's user id. */
    hiddenBy: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byProduct: { pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: ['reviewedAt', 'reviewId'] } },
    /** Staff name a review by its id alone (hide, unhide). */
    byReviewId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['reviewId'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});
export type ReviewItem = EntityItem<typeof reviewEntity>;
