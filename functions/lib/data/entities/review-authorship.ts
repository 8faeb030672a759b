import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * "This user reviewed this product": created with the review in one transaction, on the condition that it does not
 * exist yet, so a second review by the same user of the same product cannot be written, however many are sent at once.
 * It names the review, so the author's own review is one read away.
 */
export const reviewAuthorshipEntity = new Entity({
  model: { entity: 'reviewAuthorship', version: '1', service },
  attributes: {
    userId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    reviewId: { type: 'string', required: true },
    reviewedAt: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['productId'] } },
  },
});
export type ReviewAuthorshipItem = EntityItem<typeof reviewAuthorshipEntity>;
