import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A fraud alert (back-office §3): raised by a detection rule on the path it watches, resolved by staff once (§4: no
 * way back). Its id is derived from the rule, subject and window, so a rule that trips again in one window touches the
 * same alert instead of flooding the list. Listed newest first by day (feeds, 2 h to 7 days), by user (the user's
 * Security tab and risk), by address (a session's risk) and by state (Alert Management), each a Query.
 */
export const fraudAlertEntity = new Entity({
  model: { entity: 'fraudAlert', version: '1', service },
  attributes: {
    alertId: { type: 'string', required: true },
    /** The rule that raised it (shared/security/detection-rules.ts) or `order-held`. */
    alertType: { type: 'string', required: true },
    severity: { type: ['low', 'medium', 'high', 'critical'] as const, required: true },
    ipAddress: { type: 'string' },
    userId: { type: 'string' },
    orderId: { type: 'string' },
    /** What tripped it, in a sentence, with the figures. */
    details: { type: 'string', required: true },
    /** `unresolved` or `resolved`: the state index's partition. */
    state: { type: ['unresolved', 'resolved'] as const, required: true },
    resolvedBy: { type: 'string' },
    resolvedAt: { type: 'string' },
    /** How many times the rule tripped for this subject in the window. */
    hits: { type: 'number', required: true, default: 1 },
    raisedAt: { type: 'string', required: true },
    day: { type: 'string', required: true },
    /** Set only where there is a user or address, so the sparse indexes hold only alerts that have one. */
    userKey: { type: 'string' },
    ipKey: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['alertId'] }, sk: { field: 'sk', composite: [] } },
    byDay: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['day'] }, sk: { field: 'gsi1sk', composite: ['raisedAt', 'alertId'] } },
    byUser: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['userKey'] }, sk: { field: 'gsi2sk', composite: ['raisedAt', 'alertId'] } },
    byState: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['state'] }, sk: { field: 'gsi3sk', composite: ['raisedAt', 'alertId'] } },
    byIp: { index: 'gsi4', pk: { field: 'gsi4pk', composite: ['ipKey'] }, sk: { field: 'gsi4sk', composite: ['raisedAt', 'alertId'] } },
  },
});
export type FraudAlertItem = EntityItem<typeof fraudAlertEntity>;
