import { describe, expect, it } from 'vitest';
import { countryInput } from './intelligence-filters';

describe('the country filter', () => {
  it.each([
    ['us', 'US'],
    ['u', 'U'],
    ['usa', 'US'],
    ['d3e', 'DE'],
    ['', ''],
  ])('turns %j into %j: letters only, uppercased, at most 2', (typed, code) => {
    expect(countryInput(typed)).toBe(code);
  });
});
