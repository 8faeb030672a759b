import { Entity, type EntityItem } from 'electrodb';
import { staffRoles } from '../../../../shared/auth/role-resolution';
import { service } from './entity-config';

/** Who changed whose role, when, and from what to what; written in the same transaction as the change. */
export const roleAuditEntryEntity = new Entity({
  model: { entity: 'roleAuditEntry', version: '1', service },
  attributes: {
    userId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
    role: { type: staffRoles, required: true },
    /** null when the record did not exist before. */
    wasActive: { type: 'boolean' },
    isActive: { type: 'boolean', required: true },
    changedBy: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['at', 'entryId'] } },
  },
});
export type RoleAuditEntryItem = EntityItem<typeof roleAuditEntryEntity>;
