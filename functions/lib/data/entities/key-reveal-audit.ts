import { Entity, type EntityItem } from 'electrodb';
import { service } from './entity-config';

/** Every time a key's secret is shown to anyone: written before the secret leaves the server. */
export const keyRevealAuditEntity = new Entity({
  model: { entity: 'keyRevealAudit', version: '1', service },
  attributes: {
    keyId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    auditId: { type: 'string', required: true },
    /**
     * The order a buyer's key was revealed through; absent for staff reveals from the inventory, which ElectroDB then files
     * in gsi1 under the empty order id: one list of inventory reveals, apart from every order's.
     */
    orderId: { type: 'string' },
    /** The variant of a staff reveal from the inventory. */
    variantId: { type: 'string' },
    /** Set when the key was shown in a decrypted export: the `after.exportId` of that export's staff audit entry. */
    exportId: { type: 'string' },
    /** A user id, or `guest:<email>` for a guest link. */
    actor: { type: 'string', required: true },
    actorRole: { type: 'string', required: true },
    ip: { type: 'string', required: true },
    userAgent: { type: 'string', required: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['keyId'] }, sk: { field: 'sk', composite: ['at', 'auditId'] } },
    byOrder: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['orderId'] }, sk: { field: 'gsi1sk', composite: ['at', 'auditId'] } },
  },
});
export type KeyRevealAuditItem = EntityItem<typeof keyRevealAuditEntity>;
