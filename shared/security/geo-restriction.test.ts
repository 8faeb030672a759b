import { describe, expect, it } from 'vitest';
import { restrictionFor, type GeoRule } from './geo-restriction';

const list: GeoRule[] = [
  { countryCode: 'KP', city: '*', action: 'block' },
  { countryCode: 'RU', city: '*', action: 'flag' },
  { countryCode: 'RU', city: 'moscow', action: 'block' },
  { countryCode: 'BR', city: 'recife', action: 'flag' },
];

describe('which geographic restriction applies', () => {
  it.each([
    ['KP', null, 'block'],
    ['kp', 'Pyongyang', 'block'],
    ['RU', 'Kazan', 'flag'],
    ['RU', ' Moscow ', 'block'],
    ['BR', 'Recife', 'flag'],
    ['BR', 'Sao Paulo', null],
    ['BR', null, null],
    ['DE', 'Berlin', null],
    [null, 'Moscow', null],
  ])('a visitor from %s, city %s, meets %s', (country, city, action) => {
    expect(restrictionFor(list, country, city)?.action ?? null).toBe(action);
  });
});
