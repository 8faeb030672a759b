import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * Sessions started per country in one UTC hour (`hour#2026-11-25T10`) or day (`day#2026-11-25`), moved with `ADD` in the
 * transaction that writes a session's first batch, so the intelligence console's Top Countries reads one partition per
 * hour or day and never a session.
 */
export const countryTrafficEntity = new Entity({
  model: { entity: 'countryTraffic', version: '1', service },
  attributes: {
    period: { type: 'string', required: true },
    countryCode: { type: 'string', required: true },
    sessions: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    byPeriod: { pk: { field: 'pk', composite: ['period'] }, sk: { field: 'sk', composite: ['countryCode'] } },
  },
});
export type CountryTrafficItem = EntityItem<typeof countryTrafficEntity>;

export const countryHour = (hour: string) => `hour#${hour}`;
export const countryDay = (day: string) => `day#${day}`;
