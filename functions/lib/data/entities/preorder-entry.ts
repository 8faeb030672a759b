import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/** A paid pre-order waiting for a key; entries of a variant sort by time so the queue is first come, first served. */
export const preorderEntryEntity = new Entity({
  model: { entity: 'preorderEntry', version: '1', service },
  attributes: {
    entryId: { type: 'string', required: true },
    variantId: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    queuedAt: { type: 'string', required: true },
    status: { type: ['waiting', 'fulfilled'] as const, required: true, default: 'waiting' },
    keyId: { type: 'string' },
    fulfilledAt: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byEntry: { pk: { field: 'pk', composite: ['entryId'] }, sk: { field: 'sk', composite: [] } },
    // Sparse by status: only waiting entries carry the queue keys, oldest first.
    waitingByVariant: {
      index: 'gsi1',
      condition: (attr) => attr.status === 'waiting',
      pk: { field: 'gsi1pk', composite: ['variantId'] },
      sk: { field: 'gsi1sk', composite: ['queuedAt', 'entryId'] },
    },
  },
});
export type PreorderEntryItem = EntityItem<typeof preorderEntryEntity>;
