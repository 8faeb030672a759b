import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/** A customer review; the product item keeps the count and rating total so pages never count reviews. */
export const reviewEntity = new Entity({
  model: { entity: 'review', version: '1', service },
  attributes: {
    reviewId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    /** 0–100, shown as a percentage. */
    rating: { type: 'number', required: true },
    comment: { type: 'string', required: true },
    reviewerName: { type: 'string', required: true },
    reviewedAt: { type: 'string', required: true },
    pros: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    cons: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    ...timestamps,
  },
  indexes: {
    byProduct: { pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: ['reviewedAt', 'reviewId'] } },
  },
});
export type ReviewItem = EntityItem<typeof reviewEntity>;
