import { useCallback } from 'react';
import { convertFromUsd } from '../../../../shared/money/currency-rates';
import { formatPrice } from '../../../../shared/money/price';
import { usePreferences } from '../preferences';
import { useApi } from '../use-api';

export interface DisplayPrice {
  text: string;
  /** True when converted from USD: the store charges in USD, so the shown amount is an estimate. */
  approximate: boolean;
}

/** Formats USD cents in the visitor's currency with the stored conversion rates (USD until the rates arrive). */
export function usePrice() {
  const { currency } = usePreferences();
  const { data: rates } = useApi(currency === 'USD' ? null : '/api/currency-rates');
  const format = useCallback(
    (usdCents: number): DisplayPrice => {
      if (currency === 'USD' || !rates) return { text: formatPrice(usdCents, 'USD'), approximate: false };
      return { text: formatPrice(convertFromUsd(usdCents, currency, rates.rates), currency), approximate: true };
    },
    [currency, rates],
  );
  return { format, currency, asOf: rates?.asOf ?? null };
}
