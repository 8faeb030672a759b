import { describe, expect, it } from 'vitest';
import { editionLabel, editionParam, selectVariant, type SelectableVariant, type VariantChoice } from './variant-selection';

interface TestVariant extends SelectableVariant {
  id: string;
}

const names: Record<string, string> = { steam: 'Steam', xbox: 'Xbox', GLOBAL: 'Global', EU: 'Europe', US: 'United States' };
const variant = (id: string, platform: string, region: string, faceValue: string | null): TestVariant => ({
  id,
  platform: { code: platform, name: names[platform] ?? platform },
  region: { code: region, name: names[region] ?? region },
  faceValue,
});

// Sorted by price, as the API answers.
const game = [
  variant('steam-global-std', 'steam', 'GLOBAL', 'Standard'),
  variant('steam-eu-std', 'steam', 'EU', 'Standard'),
  variant('xbox-us-std', 'xbox', 'US', null),
  variant('steam-global-deluxe', 'steam', 'GLOBAL', 'Deluxe Edition'),
  variant('xbox-us-deluxe', 'xbox', 'US', 'Deluxe Edition'),
];

describe('selectVariant', () => {
  it.each<[string, VariantChoice, string | null]>([
    ['the first variant without a choice', {}, 'steam-global-std'],
    ['the variant matching all three query parameters', { platform: 'xbox', region: 'US', edition: 'Deluxe Edition' }, 'xbox-us-deluxe'],
    ['the matching variant whatever the case of the parameters', { platform: 'XBOX', region: 'us', edition: 'deluxe edition' }, 'xbox-us-deluxe'],
    ["a variant without a face value for edition 'standard'", { platform: 'xbox', region: 'US', edition: 'standard' }, 'xbox-us-std'],
    ["a 'Standard' variant for edition 'Standard Edition'", { platform: 'steam', region: 'EU', edition: 'Standard Edition' }, 'steam-eu-std'],
    ["the platform's first region and edition when only the platform is given", { platform: 'xbox' }, 'xbox-us-std'],
    ['the first platform when the platform is unknown, keeping a region it has', { platform: 'switch', region: 'EU' }, 'steam-eu-std'],
    ["the platform's first region when the region does not exist on that platform", { platform: 'xbox', region: 'EU', edition: 'Deluxe Edition' }, 'xbox-us-deluxe'],
    ['the first edition of the region when the edition does not exist there', { platform: 'steam', region: 'EU', edition: 'Deluxe Edition' }, 'steam-eu-std'],
    ['the first variant for blank parameters', { platform: '', region: null, edition: undefined }, 'steam-global-std'],
  ])('selects %s', (_case, choice, expected) => {
    expect(selectVariant(game, choice).variant?.id ?? null).toBe(expected);
  });

  it('offers each platform once, in the order of the variants', () => {
    expect(selectVariant(game).platforms).toEqual([
      { value: 'steam', label: 'Steam' },
      { value: 'xbox', label: 'Xbox' },
    ]);
  });

  it.each<[string, VariantChoice, string[], string[]]>([
    ['Steam', { platform: 'steam' }, ['GLOBAL', 'EU'], ['standard', 'Deluxe Edition']],
    ['Steam in Europe', { platform: 'steam', region: 'EU' }, ['GLOBAL', 'EU'], ['standard']],
    ['Xbox', { platform: 'xbox' }, ['US'], ['standard', 'Deluxe Edition']],
  ])('offers only the regions of the chosen platform and the editions of the chosen region for %s', (_case, choice, regions, editions) => {
    const selection = selectVariant(game, choice);

    expect(selection.regions.map((o) => o.value)).toEqual(regions);
    expect(selection.editions.map((o) => o.value)).toEqual(editions);
  });

  it("labels a key's edition without a face value 'Standard Edition'", () => {
    expect(selectVariant(game, { platform: 'xbox' }).editions).toEqual([
      { value: 'standard', label: 'Standard Edition' },
      { value: 'Deluxe Edition', label: 'Deluxe Edition' },
    ]);
  });

  it('reports the resolved choice so the address bar can carry it', () => {
    const { platform, region, edition } = selectVariant(game, { platform: 'XBOX', edition: 'DELUXE EDITION' });

    expect({ platform, region, edition }).toEqual({ platform: 'xbox', region: 'US', edition: 'Deluxe Edition' });
  });

  it('selects nothing and offers nothing when the product has no variants', () => {
    expect(selectVariant([], { platform: 'steam' })).toEqual({ variant: null, platform: null, region: null, edition: null, platforms: [], regions: [], editions: [] });
  });

  it('offers gift-card face values in price order', () => {
    const card = ['$10', '$25', '$50'].map((value) => variant(value, 'steam', 'US', value));

    expect(selectVariant(card, { edition: '$25' }).variant?.id).toBe('$25');
    expect(selectVariant(card).editions.map((o) => o.label)).toEqual(['$10', '$25', '$50']);
  });
});

describe('editions', () => {
  it.each<[string | null, string, string]>([
    [null, 'Standard Edition', 'standard'],
    ['', 'Standard Edition', 'standard'],
    ['Standard', 'Standard', 'standard'],
    ['Standard Edition', 'Standard Edition', 'standard'],
    ['Deluxe Edition', 'Deluxe Edition', 'Deluxe Edition'],
    ['$50', '$50', '$50'],
  ])('shows face value %j as %j and carries it in the address as %j', (faceValue, label, param) => {
    expect(editionLabel({ faceValue })).toBe(label);
    expect(editionParam({ faceValue })).toBe(param);
  });
});
