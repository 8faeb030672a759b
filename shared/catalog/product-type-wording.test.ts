import { describe, expect, it } from 'vitest';
import { productTypes, type ProductType } from './product';
import { commonDeliverable, infoRows, productTypeWording, showsLanguages, showsRequirements, type ProductFacts } from './product-type-wording';

const pcRequirements = { OS: 'Windows 10 64-bit', Memory: '8 GB RAM' };

/** A product with every fact filled in, so only the type decides what shows. */
const complete = (productType: ProductType, variant: Partial<NonNullable<ProductFacts['variant']>> = {}): ProductFacts => ({
  productType,
  publisher: 'Arcfire Publishing',
  developer: 'Lumen Forge Studios',
  releaseDate: '2025-03-01T00:00:00.000Z',
  variant: { faceValue: 'Deluxe Edition', languages: ['en', 'es'], systemRequirements: pcRequirements, ...variant },
});

describe('product type wording', () => {
  it.each([
    ['key', 'key', 'edition', 'redeem'],
    ['dlc', 'key', 'edition', 'redeem'],
    ['gift_card', 'code', 'face_value', 'use'],
    ['account', 'login', 'package', 'sign_in'],
    ['subscription', 'activation_code', 'duration', 'activate'],
    ['software', 'licence_key', 'licence', 'install'],
  ] as const)('delivers a %s as a %s, names its option %s and titles its steps "%s"', (type, deliverable, option, instructions) => {
    expect(productTypeWording[type]).toMatchObject({ deliverable, option, instructions });
  });

  it('has an entry for every product type', () => {
    expect(Object.keys(productTypeWording).sort()).toEqual([...productTypes].sort());
  });

  it.each([
    ['key', ['publisher', 'developer', 'platform', 'releaseDate', 'delivery', 'languages']],
    ['dlc', ['publisher', 'developer', 'platform', 'releaseDate', 'delivery', 'languages']],
    ['software', ['publisher', 'developer', 'platform', 'option', 'releaseDate', 'delivery', 'languages']],
    ['account', ['platform', 'option', 'region', 'publisher', 'developer', 'delivery', 'languages']],
    ['gift_card', ['platform', 'option', 'region', 'publisher', 'delivery']],
    ['subscription', ['platform', 'option', 'region', 'publisher', 'delivery']],
  ] as const)('shows a fully described %s with the rows %j', (type, rows) => {
    expect(infoRows(complete(type))).toEqual(rows);
  });

  it.each(productTypes)('leaves out the rows a %s has no data for, never showing "not available"', (type) => {
    const bare: ProductFacts = { productType: type, publisher: null, developer: '  ', releaseDate: null, variant: { faceValue: null, languages: [], systemRequirements: {} } };

    const rows = infoRows(bare);

    expect(rows).not.toContain('publisher');
    expect(rows).not.toContain('developer');
    expect(rows).not.toContain('releaseDate');
    expect(rows).not.toContain('option');
    expect(rows).not.toContain('languages');
    expect(rows).toEqual(expect.arrayContaining(['platform', 'delivery']));
  });

  it('drops the region row while no variant is selected', () => {
    expect(infoRows({ ...complete('gift_card'), variant: null })).toEqual(['platform', 'publisher', 'delivery']);
  });

  it.each([
    ['key', true],
    ['dlc', true],
    ['software', true],
    ['account', true],
    ['gift_card', false],
    ['subscription', false],
  ] as const)('shows system requirements for a %s variant that lists them: %s', (type, shown) => {
    expect(showsRequirements(complete(type))).toBe(shown);
  });

  it.each(productTypes)('hides system requirements for a %s variant that lists none (a console version)', (type) => {
    expect(showsRequirements(complete(type, { systemRequirements: {} }))).toBe(false);
  });

  it.each([
    ['key', true],
    ['account', true],
    ['gift_card', false],
    ['subscription', false],
  ] as const)('lists the languages of a %s: %s', (type, shown) => {
    expect(showsLanguages(complete(type))).toBe(shown);
    expect(showsLanguages(complete(type, { languages: [] }))).toBe(false);
  });

  it.each([
    [['key', 'dlc'], 'key'],
    [['gift_card', 'gift_card'], 'code'],
    [['account'], 'login'],
    [['key', 'gift_card'], null],
    [[], null],
  ] as const)('names what the products %j deliver together: %s', (types, deliverable) => {
    expect(commonDeliverable(types)).toBe(deliverable);
  });
});
