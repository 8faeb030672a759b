import { describe, expect, it } from 'vitest';
import { regionCompatibility, type RegionLike, type RegionVerdict, type VisitorCountry } from './region-compatibility';

const region = (code: string, name: string, overrides: Partial<RegionLike> = {}): RegionLike => ({
  code,
  name,
  isGlobal: false,
  excludedCountries: [],
  ...overrides,
});
const germany: VisitorCountry = { code: 'DE', name: 'Germany' };
const brazil: VisitorCountry = { code: 'BR', name: 'Brazil' };
const russia: VisitorCountry = { code: 'RU', name: 'Russia' };
const compatible: RegionVerdict = { kind: 'compatible' };
const restricted: RegionVerdict = { kind: 'global_restricted', message: 'Global product with restrictions in your region.' };

describe('regionCompatibility', () => {
  it.each<[string, RegionLike, VisitorCountry | null, RegionVerdict]>([
    ['a GLOBAL key anywhere', region('GLOBAL', 'Global'), brazil, compatible],
    ['a key flagged is_global whatever its code', region('WW', 'Worldwide', { isGlobal: true }), brazil, compatible],
    ['a GLOBAL_RESTRICTED key outside its excluded countries', region('GLOBAL_RESTRICTED', 'Global (restricted)', { excludedCountries: ['RU'] }), germany, compatible],
    ['a GLOBAL_RESTRICTED key in an excluded country', region('GLOBAL_RESTRICTED', 'Global (restricted)', { excludedCountries: ['RU'] }), russia, restricted],
    ['a global key in an excluded country written in lower case', region('global', 'Global', { excludedCountries: ['ru'] }), russia, restricted],
    ['a regional key whose code matches the country code', region('BR', 'Brasil'), brazil, compatible],
    ['a regional key whose code matches in another case', region('br', 'Somewhere'), brazil, compatible],
    ['a regional key whose name matches the country name case-insensitively', region('BRA', 'BRAZIL'), brazil, compatible],
    ['an EU key in Germany', region('EU', 'Europe'), germany, compatible],
    ['a UK key in Great Britain', region('UK', 'United Kingdom'), { code: 'GB', name: 'Great Britain' }, compatible],
    ['a LATAM key in Brazil', region('LATAM', 'Latin America'), brazil, compatible],
    ['a US key in Brazil', region('US', 'United States'), brazil, { kind: 'incompatible', message: 'This product cannot be used in Brazil region.' }],
    ['an EU key in Brazil', region('EU', 'Europe'), brazil, { kind: 'incompatible', message: 'This product cannot be used in Brazil region.' }],
    ['a regional key when the visitor country is unknown', region('US', 'United States'), null, compatible],
    ['a restricted global key when the visitor country is unknown', region('GLOBAL', 'Global', { excludedCountries: ['RU'] }), null, compatible],
  ])('judges %s', (_case, keyRegion, country, expected) => {
    expect(regionCompatibility(keyRegion, country)).toEqual(expected);
  });
});
