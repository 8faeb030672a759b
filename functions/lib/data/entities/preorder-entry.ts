import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

export const preorderEntryStates = ['waiting', 'cancelling', 'fulfilled', 'refunded'] as const;

/**
 * One paid unit waiting for a key (a pre-order, or a backorder of a `force_available` variant). Entries of a variant
 * sort by payment time, so the queue is first come, first served; the status is part of the queue's key, so only
 * waiting entries are read when keys arrive.
 */
export const preorderEntryEntity = new Entity({
  model: { entity: 'preorderEntry', version: '2', service },
  attributes: {
    entryId: { type: 'string', required: true },
    variantId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    itemId: { type: 'string', required: true },
    ownerKey: { type: 'string', required: true },
    queuedAt: { type: 'string', required: true },
    status: { type: preorderEntryStates, required: true, default: 'waiting' },
    kind: { type: ['preorder', 'backorder'] as const, required: true, default: 'preorder' },
    /** When a still-waiting entry is refunded automatically; absent when the product names no delivery date. */
    refundDueAt: { type: 'string' },
    keyId: { type: 'string' },
    fulfilledAt: { type: 'string' },
    refundedAt: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byVariant: { pk: { field: 'pk', composite: ['variantId'] }, sk: { field: 'sk', composite: ['entryId'] } },
    queue: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['variantId', 'status'] },
      sk: { field: 'gsi1sk', composite: ['queuedAt', 'entryId'] },
    },
    byOrder: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['orderId'] }, sk: { field: 'gsi2sk', composite: ['entryId'] } },
    /**
     * Waiting entries by refund due date; the late-pre-order job reads those already due. Sparse on the date alone:
     * an entry leaves by dropping it (see leave-due-index.ts), and writes that do not touch the date leave the index be.
     */
    byDue: {
      index: 'gsi3',
      condition: (attr) => attr.status === 'waiting' && typeof attr.refundDueAt === 'string',
      pk: { field: 'gsi3pk', composite: [] },
      sk: { field: 'gsi3sk', composite: ['refundDueAt'] },
    },
    /**
     * Every entry of a status across all variants, oldest payment first: the back office's pre-order queue reads the
     * waiting ones. The status is the whole partition key, so every write that moves an entry's status (settling,
     * fulfilment, refunds) moves it here too with no code of its own.
     */
    byStatus: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['status'] },
      sk: { field: 'gsi4sk', composite: ['queuedAt', 'entryId'] },
    },
  },
});
export type PreorderEntryItem = EntityItem<typeof preorderEntryEntity>;
