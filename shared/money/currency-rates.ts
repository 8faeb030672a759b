import { currencies, type CurrencyCode } from './price';

/** Conversion rates from USD, as stored and served; prices are charged in USD, so converted prices are approximate. */
export interface CurrencyRates {
  base: 'USD';
  /** Units of each currency per 1 USD. */
  rates: Record<CurrencyCode, number>;
  /** ISO-8601 UTC time the rates were published. */
  asOf: string;
  source: string;
}

const minorDigits = (currency: CurrencyCode) => (currency === 'JPY' ? 0 : 2);

/** Converts integer USD cents into the target currency's integer minor units (whole yen for JPY), rounding half up. */
export function convertFromUsd(usdCents: number, currency: CurrencyCode, rates: CurrencyRates['rates']): number {
  if (currency === 'USD') return usdCents;
  const rate = rates[currency];
  if (!(rate > 0)) throw new RangeError(`No conversion rate for ${currency}`);
  // Cents times the rate first, divided last: (1999 / 100) * 150 is 2998.4999… in floating point, 1999 * 150 / 100 is 2998.5.
  return Math.round((usdCents * rate * 10 ** minorDigits(currency)) / 100);
}

export const currencyCodes = currencies.map((c) => c.code) as CurrencyCode[];

/** Whether a value is one of the six storefront currencies. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencyCodes as string[]).includes(value);
}
