import { describe, expect, it } from 'vitest';
import { countries, countryName } from './countries';

describe('the sign-up country list', () => {
  it('holds between 60 and 70 countries', () => {
    expect(countries.length).toBeGreaterThanOrEqual(60);
    expect(countries.length).toBeLessThanOrEqual(70);
  });

  it('uses unique two-letter uppercase ISO codes', () => {
    const codes = countries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('is sorted by English name so a dropdown needs no sorting', () => {
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each([
    ['US', 'United States'],
    ['GB', 'United Kingdom'],
    ['DE', 'Germany'],
    ['BR', 'Brazil'],
    ['JP', 'Japan'],
  ])('lists %s as %s', (code, name) => {
    expect(countryName(code)).toBe(name);
  });

  it('reads codes case-insensitively', () => {
    expect(countryName('jp')).toBe('Japan');
  });

  it('names countries outside the sign-up list from CLDR, and nothing that is not a country code', () => {
    expect(countries.some((c) => c.code === 'KP')).toBe(false);
    expect(countryName('KP')).toBe('North Korea');
    expect(countryName('ZZ')).toBeUndefined();
    expect(countryName('USA')).toBeUndefined();
  });
});
