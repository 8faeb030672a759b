import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * One saved translation (intelligence §3 product translation's "latest 10 with joined product name"): the Overview's
 * recent activity is one Query of this partition, newest first. Staff edits are rare, so one partition does; each entry
 * expires after 90 days.
 */
export const translationActivityEntity = new Entity({
  model: { entity: 'translationActivity', version: '1', service },
  attributes: {
    activityId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    productName: { type: 'string', required: true },
    language: { type: 'string', required: true },
    /** The first field written, and how many were (an import writes several at once). */
    field: { type: 'string', required: true },
    fieldCount: { type: 'number' },
    /** 'saved', 'cleared', 'imported' or 'translated' (by the machine-translation service). */
    action: { type: 'string', required: true },
    by: { type: 'string' },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byNewest: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['activityId'] } },
  },
});
export type TranslationActivityItem = EntityItem<typeof translationActivityEntity>;
