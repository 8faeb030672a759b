import { describe, expect, it } from 'vitest';
import { priceInLanguage } from './price-in-language';

describe('a price in the visitor language', () => {
  it.each([
    [4999, 'USD', 'en', '$49.99'],
    [4999, 'USD', 'es', '49,99 US$'],
    [4999, 'USD', 'pt', 'US$ 49,99'],
    [123456, 'EUR', 'es', '1234,56 €'],
    [123456, 'EUR', 'pt', '€ 1.234,56'],
    [5000, 'JPY', 'es', '5000 JPY'],
  ] as const)('writes %i minor units of %s in %s as %s', (cents, currency, language, expected) => {
    expect(priceInLanguage(cents, currency, language).replace(/\s/g, ' ')).toBe(expected);
  });
});
