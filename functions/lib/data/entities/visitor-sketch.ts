import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A HyperLogLog sketch of the distinct visitors (`users#2026-11-24T20`) or sessions (`sessions#…`) active in one UTC
 * hour (shared/tracking/hyperloglog.ts): 1,024 registers as a list, each raised in place by a conditional SET, so counting
 * a visitor is one small write with no read and no lock. Sketches of 24 hours merge into "Active Users (24h)".
 */
export const visitorSketchEntity = new Entity({
  model: { entity: 'visitorSketch', version: '1', service },
  attributes: {
    scope: { type: 'string', required: true },
    registers: { type: 'any', required: true },
    expiresAt: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type VisitorSketchItem = EntityItem<typeof visitorSketchEntity>;
