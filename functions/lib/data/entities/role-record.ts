import { Entity, type EntityItem } from 'electrodb';
import { staffRoles } from '../../../../shared/auth/role-resolution';
import { service, timestamps } from './entity-config';

/**
 * One item per user and staff role: the source of truth for roles (storefront §4). Revoking sets isActive
 * false rather than deleting, so the record keeps who changed it last; Cognito groups mirror these.
 */
export const roleRecordEntity = new Entity({
  model: { entity: 'roleRecord', version: '1', service },
  attributes: {
    userId: { type: 'string', required: true },
    role: { type: staffRoles, required: true },
    isActive: { type: 'boolean', required: true },
    /** The admin who set the current state. */
    updatedBy: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['role'] } },
    /** The holders of a role (the back office's role filter); revoked records stay in it with `isActive` false. */
    byRole: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['role'] }, sk: { field: 'gsi1sk', composite: ['userId'] } },
  },
});
export type RoleRecordItem = EntityItem<typeof roleRecordEntity>;
