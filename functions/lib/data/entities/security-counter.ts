import { Entity, type EntityItem } from 'electrodb';
import { service } from './entity-config';

/**
 * The security screens' figures, kept on write (never counted by reading alerts back): one item per day, hour and
 * metric, raised with `ADD` beside the write it counts. A day's metrics are one Query; 24 hours against the 24 before
 * are three, 7 days of categories seven. Gauges that are not per hour (alerts still unresolved) live under day `all`.
 */
export const securityCounterEntity = new Entity({
  model: { entity: 'securityCounter', version: '1', service },
  attributes: {
    /** `YYYY-MM-DD`, or `all` for gauges. */
    day: { type: 'string', required: true },
    /** `HH` (UTC), or `--` for a gauge. */
    hour: { type: 'string', required: true },
    /** e.g. `alerts`, `alerts:high`, `type:order-velocity-user`, `blocked`, `vpn`, `ip:{address}`, `unresolved`. */
    metric: { type: 'string', required: true },
    count: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['day'] }, sk: { field: 'sk', composite: ['hour', 'metric'] } },
  },
});
export type SecurityCounterItem = EntityItem<typeof securityCounterEntity>;
