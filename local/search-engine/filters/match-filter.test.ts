import { describe, expect, it } from 'vitest';
import { facetFiltersToNode, numericFiltersToNode } from './facet-filters';
import { matchesFilter } from './match-filter';
import { parseFilters } from './parse-filters';

const record = {
  platform: { name: 'Steam', code: 'steam' },
  region: { code: 'global' },
  categories_without_path: ['Action', 'Gift Cards'],
  price: { USD: 25 },
  in_stock: true,
  is_preorder: false,
};

describe('matchesFilter', () => {
  it.each([
    ['platform.code:steam', true],
    ['platform.code:STEAM', true],
    ['platform.code:xbox', false],
    ['categories_without_path:"Gift Cards"', true],
    ['in_stock:true', true],
    ['is_preorder:true', false],
    ['price.USD < 20', false],
    ['price.USD <= 25', true],
    ['price.USD = 25', true],
    ['price.USD != 25', false],
    ['price.USD:10 TO 25', true],
    ['price.USD:26 TO 50', false],
    ['platform.code:xbox OR region.code:global', true],
    ['platform.code:steam AND NOT region.code:global', false],
    ['NOT (platform.code:xbox OR platform.code:psn) AND in_stock:true', true],
    ['missing.attribute:x', false],
    ['NOT missing.attribute:x', true],
    ['', true],
  ])('%j → %s', (filters, expected) => {
    expect(matchesFilter(parseFilters(filters), record)).toBe(expected);
  });
});

describe('facetFiltersToNode', () => {
  it.each<[Parameters<typeof facetFiltersToNode>[0], boolean]>([
    [['platform.code:steam'], true],
    [['platform.code:steam', 'region.code:eu'], false],
    [[['region.code:eu', 'region.code:global']], true],
    [['platform.code:-steam'], false],
    [['platform.code:-xbox'], true],
    ['platform.code:steam,(region.code:eu,region.code:global)', true],
    [[], true],
    [undefined, true],
  ])('%j → %s', (filters, expected) => {
    expect(matchesFilter(facetFiltersToNode(filters), record)).toBe(expected);
  });

  it('keeps an escaped leading dash as part of the value', () => {
    expect(facetFiltersToNode(['code:\\-1'])).toEqual({ type: 'facet', attribute: 'code', value: '-1' });
  });
});

describe('numericFiltersToNode', () => {
  it.each<[Parameters<typeof numericFiltersToNode>[0], boolean]>([
    [['price.USD<20'], false],
    [['price.USD>=20', 'price.USD<=30'], true],
    [[['price.USD<20', 'price.USD>24']], true],
    [['price.USD:30 TO 40'], false],
  ])('%j → %s', (filters, expected) => {
    expect(matchesFilter(numericFiltersToNode(filters), record)).toBe(expected);
  });

  it('rejects a facet filter among numeric filters', () => {
    expect(() => numericFiltersToNode(['platform.code:steam'])).toThrow('Expected a numeric filter');
  });
});
