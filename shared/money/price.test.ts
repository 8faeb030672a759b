import { describe, expect, it } from 'vitest';
import { currencies, formatPrice, toCents } from './price';

describe('toCents', () => {
  it.each([
    ['0.29', 29],
    ['19.9', 1990],
    ['59.99', 5999],
    ['1.15', 115],
    ['4.35', 435],
    ['0.07', 7],
    ['1.10', 110],
    ['10', 1000],
    ['0', 0],
    [' 4.5 ', 450],
    ['99999.99', 9_999_999],
  ])('parses %j as %i cents without float error', (decimal, cents) => {
    expect(toCents(decimal)).toBe(cents);
  });

  it.each(['1.234', 'abc', '', '-1', '1,50', '.5', '5.', '1e3', '$5'])('rejects %j', (decimal) => {
    expect(() => toCents(decimal)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it.each([
    [5999, 'USD', '$59.99'],
    [123456, 'USD', '$1,234.56'],
    [0, 'USD', '$0.00'],
    [5, 'USD', '$0.05'],
    [5999, 'EUR', '€59.99'],
    [1000, 'GBP', '£10.00'],
  ] as const)('formats %i minor units of %s as %s', (cents, currency, expected) => {
    expect(formatPrice(cents, currency)).toBe(expected);
  });

  it('formats in US dollars by default', () => {
    expect(formatPrice(1990)).toBe('$19.90');
  });

  it('shows yen without decimals', () => {
    expect(formatPrice(150000, 'JPY')).not.toContain('.');
  });

  // The yen has no minor unit (ISO 4217 exponent 0), so 1,500 minor units are ¥1,500.
  it('formats yen minor units as whole yen', () => {
    expect(formatPrice(1500, 'JPY')).toBe('¥1,500');
  });

  it.each(currencies.map((c) => c.code))('writes %s exactly as Intl.NumberFormat en-US does, for amounts from 0 to millions and below zero', (currency) => {
    const digits = currency === 'JPY' ? 0 : 2;
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    for (const cents of [0, 1, 9, 10, 99, 100, 999, 1000, 5999, 99999, 100000, 123456, 1000000, 98765432, 123456789012, -1, -5999, -123456]) {
      expect(formatPrice(cents, currency), `${cents}`).toBe(intl.format(cents / 10 ** digits));
    }
  });
});
