import { describe, expect, it } from 'vitest';
import { convertFromUsd, isCurrencyCode } from './currency-rates';
import { formatPrice } from './price';

const rates = { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 151.3, CAD: 1.37, AUD: 1.52 };

describe('converting USD prices', () => {
  it.each([
    ['USD', 5999, 5999, '$59.99'],
    ['EUR', 5999, 5519, '€55.19'],
    ['GBP', 1000, 790, '£7.90'],
    ['JPY', 5999, 9076, '¥9,076'],
    ['CAD', 2500, 3425, 'CA$34.25'],
    ['AUD', 99, 150, 'A$1.50'],
  ] as const)('shows %s for %i US cents as %i minor units, formatted %s', (currency, cents, minor, text) => {
    const converted = convertFromUsd(cents, currency, rates);

    expect(converted).toBe(minor);
    expect(formatPrice(converted, currency)).toBe(text);
  });

  it('refuses a currency without a rate rather than showing a wrong price', () => {
    expect(() => convertFromUsd(100, 'EUR', { ...rates, EUR: 0 })).toThrow('No conversion rate for EUR');
  });

  it.each([
    ['EUR', true],
    ['eur', false],
    ['BTC', false],
    [undefined, false],
  ])('knows whether %s is a storefront currency', (value, expected) => {
    expect(isCurrencyCode(value)).toBe(expected);
  });
});
