import { Entity, type EntityItem } from 'electrodb';
import { staffAuditSubjects } from '../../../../shared/audit/staff-audit';
import { service } from './entity-config';

/**
 * One staff write (back-office issue 15 §11): who did what to which record, when, and the fields before and after.
 * Written in the same transaction as the change where the change is a transaction, so a change is never unaudited.
 * Read by subject (an order's timeline, a user's detail), by actor (what a staff member did) and by day (the store's
 * staff activity), each newest first, each a Query.
 */
export const staffAuditEntryEntity = new Entity({
  model: { entity: 'staffAuditEntry', version: '1', service },
  attributes: {
    subjectType: { type: staffAuditSubjects, required: true },
    subjectId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
    day: { type: 'string', required: true },
    actorId: { type: 'string', required: true },
    actorRole: { type: 'string', required: true },
    /** A dotted verb, e.g. `order.status`, `product.update`, `key.reveal`. */
    action: { type: 'string', required: true },
    /** One line a person reads in a timeline. */
    summary: { type: 'string', required: true },
    /** The changed fields as they were and as they became (only those that changed); absent for reads and creations. */
    before: { type: 'any' },
    after: { type: 'any' },
  },
  indexes: {
    bySubject: { pk: { field: 'pk', composite: ['subjectType', 'subjectId'] }, sk: { field: 'sk', composite: ['at', 'entryId'] } },
    byActor: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['actorId'] }, sk: { field: 'gsi1sk', composite: ['at', 'entryId'] } },
    byDay: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['day'] }, sk: { field: 'gsi2sk', composite: ['at', 'entryId'] } },
  },
});
export type StaffAuditEntryItem = EntityItem<typeof staffAuditEntryEntity>;
