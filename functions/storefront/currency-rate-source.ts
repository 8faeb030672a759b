import * as z from 'zod';
import type { CurrencyRates } from '../../shared/money/currency-rates';
import type { Deps } from '../lib/deps';

const positive = z.number().positive();

/** The source's answer: Frankfurter's shape (`{ base, date, rates }`), which several rate services share. */
const sourceSchema = z.object({
  base: z.literal('USD'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rates: z.object({ EUR: positive, GBP: positive, JPY: positive, CAD: positive, AUD: positive }),
});

export class RateSourceError extends Error {
  override name = 'RateSourceError';
}

/** Reads USD rates from the configured source and replaces the stored ones; a bad answer changes nothing. */
export async function refreshCurrencyRates(deps: Deps, fetchImpl: typeof fetch = fetch): Promise<CurrencyRates> {
  const url = deps.config.CURRENCY_RATES_URL;
  const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new RateSourceError(`Rate source answered ${response.status}`);
  const parsed = sourceSchema.safeParse(await response.json());
  if (!parsed.success) throw new RateSourceError(`Rate source answered an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`);
  const rates: CurrencyRates = {
    base: 'USD',
    rates: { USD: 1, ...parsed.data.rates },
    asOf: `${parsed.data.date}T00:00:00.000Z`,
    source: new URL(url).host,
  };
  await deps.store.entities.currencyRates.put(rates).go();
  return rates;
}
