export const currencies = [
  { code: 'USD', symbol: '$', name: 'US Dollar' },
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'GBP', symbol: '£', name: 'British Pound' },
  { code: 'JPY', symbol: '¥', name: 'Japanese Yen' },
  { code: 'CAD', symbol: 'C$', name: 'Canadian Dollar' },
  { code: 'AUD', symbol: 'A$', name: 'Australian Dollar' },
] as const;
export type CurrencyCode = (typeof currencies)[number]['code'];

/** Parses a decimal string such as "59.99" into integer cents without float rounding. */
export function toCents(decimal: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`Not a price: ${decimal}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** How en-US writes each currency's amount (what `Intl.NumberFormat('en-US', { style: 'currency' })` prints). */
const enUsSymbols: Record<CurrencyCode, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', CAD: 'CA$', AUD: 'A$' };

/**
 * Formats integer minor units (cents; whole yen for JPY) in the en-US locale, as the storefront shows prices.
 * Written out instead of using Intl.NumberFormat: the first currency formatter a page builds loads ICU's
 * currency data, which was the single largest task while the home page hydrated. A test holds the output
 * to Intl's, character for character.
 */
export function formatPrice(cents: number, currency: CurrencyCode = 'USD'): string {
  const digits = currency === 'JPY' ? 0 : 2;
  const minor = Math.round(Math.abs(cents));
  const whole = Math.floor(minor / 10 ** digits);
  const fraction = digits ? `.${String(minor % 10 ** digits).padStart(digits, '0')}` : '';
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && minor > 0 ? '-' : ''}${enUsSymbols[currency]}${grouped}${fraction}`;
}
