import { Entity } from 'electrodb';
import { service } from './entity-config';

/** The last order number given out in a year; raised atomically, so two checkouts never share a number. */
export const orderSequenceEntity = new Entity({
  model: { entity: 'orderSequence', version: '1', service },
  attributes: {
    year: { type: 'string', required: true },
    last: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byYear: { pk: { field: 'pk', composite: ['year'] }, sk: { field: 'sk', composite: [] } },
  },
});
