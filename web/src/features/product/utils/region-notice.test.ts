import { describe, expect, it } from 'vitest';
import type { VariantView } from '../../../../../shared/catalog/catalog-views';
import type { GeoLocation } from '../../../../../shared/storefront/storefront-views';
import { regionNotice, type RegionNotice } from './region-notice';

const region = (code: string, name: string, isGlobal = false, excludedCountries: string[] = []): VariantView['region'] => ({ code, name, isGlobal, excludedCountries });
const geo = (countryCode: string | null, country: string | null): GeoLocation => ({ countryCode, country, region: null, city: null, ip: null });

describe('regionNotice', () => {
  it.each<[string, VariantView['region'], GeoLocation | undefined, RegionNotice]>([
    ['a US key in Brazil cannot be used', region('US', 'United States'), geo('BR', 'Brazil'), { kind: 'incompatible', country: 'Brazil' }],
    ['a US key in the United States is US only', region('US', 'United States'), geo('US', 'United States'), { kind: 'only', region: 'United States' }],
    ['an EU key in Germany is Europe only', region('EU', 'Europe'), geo('DE', 'Germany'), { kind: 'only', region: 'Europe' }],
    ['a regional key before the country is known is region only', region('EU', 'Europe'), undefined, { kind: 'only', region: 'Europe' }],
    ['a regional key for an unknown country is region only', region('EU', 'Europe'), geo(null, null), { kind: 'only', region: 'Europe' }],
    ['a global key works worldwide', region('GLOBAL', 'Global', true), geo('BR', 'Brazil'), { kind: 'global' }],
    ['a restricted global key in an excluded country warns', region('GLOBAL_RESTRICTED', 'Global (restricted)', true, ['RU']), geo('RU', 'Russia'), { kind: 'restricted' }],
    ['a restricted global key elsewhere works worldwide', region('GLOBAL_RESTRICTED', 'Global (restricted)', true, ['RU']), geo('US', 'United States'), { kind: 'global' }],
    ['a country without a name is named by its code', region('US', 'United States'), geo('BR', null), { kind: 'incompatible', country: 'BR' }],
  ])('says %s', (_case, keyRegion, visitor, expected) => {
    expect(regionNotice(keyRegion, visitor)).toEqual(expected);
  });
});
