import { Entity, type EntityItem } from 'electrodb';
import { service } from './entity-config';

/** Every time a key's secret is shown to anyone: written before the secret leaves the server. */
export const keyRevealAuditEntity = new Entity({
  model: { entity: 'keyRevealAudit', version: '1', service },
  attributes: {
    keyId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    auditId: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
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
