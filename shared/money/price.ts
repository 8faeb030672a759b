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

/** Formats integer minor units (cents; whole yen for JPY) in the en-US locale, as the storefront shows prices. */
export function formatPrice(cents: number, currency: CurrencyCode = 'USD'): string {
  const digits = currency === 'JPY' ? 0 : 2;
  return formatterFor(currency, digits).format(cents / 10 ** digits);
}

// Building an Intl.NumberFormat costs far more than using one (it dominated hydrating the home page), so one per currency.
const formatters = new Map<CurrencyCode, Intl.NumberFormat>();
function formatterFor(currency: CurrencyCode, digits: number): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(currency, formatter);
  }
  return formatter;
}
