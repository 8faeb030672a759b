import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/** The current USD conversion rates: one item, replaced by each refresh. */
export const currencyRatesEntity = new Entity({
  model: { entity: 'currencyRates', version: '1', service },
  attributes: {
    base: { type: ['USD'] as const, required: true },
    rates: { type: 'any', required: true },
    asOf: { type: 'string', required: true },
    source: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byBase: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['base'] } },
  },
});
export type CurrencyRatesItem = EntityItem<typeof currencyRatesEntity>;
