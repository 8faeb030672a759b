import { useCallback, useMemo } from 'react';
import { convertFromUsd } from '../../../../shared/money/currency-rates';
import type { CurrencyCode } from '../../../../shared/money/price';
import { usePreferences } from '../preferences';
import { useApi } from '../use-api';
import { priceInLanguage } from './price-in-language';

export interface DisplayPrice {
  text: string;
  /** True when converted from USD: the store charges in USD, so the shown amount is an estimate. */
  approximate: boolean;
}

/** Formats USD cents in the visitor's currency with the stored conversion rates (USD until the rates arrive). */
export function usePrice() {
  const { currency, language } = usePreferences();
  const { data: rates } = useApi(currency === 'USD' ? null : '/api/currency-rates');
  const format = useCallback(
    (usdCents: number): DisplayPrice => {
      if (currency === 'USD' || !rates) return { text: priceInLanguage(usdCents, 'USD', language), approximate: false };
      return { text: priceInLanguage(convertFromUsd(usdCents, currency, rates.rates), currency, language), approximate: true };
    },
    [currency, rates, language],
  );
  return { format, currency, asOf: rates?.asOf ?? null };
}

/**
 * Amounts as the visitor's language writes them, without conversion: `price` ('$49.99', '49,99 US$') and `charged`,
 * which names the currency in English too ('$49.99 USD'; Intl's forms already do).
 */
export function useFormatPrice() {
  const { language } = usePreferences();
  return useMemo(
    () => ({
      price: (cents: number, currency: CurrencyCode = 'USD') => priceInLanguage(cents, currency, language),
      charged: (cents: number) => (language === 'en' ? `${priceInLanguage(cents, 'USD', language)} USD` : priceInLanguage(cents, 'USD', language)),
    }),
    [language],
  );
}
