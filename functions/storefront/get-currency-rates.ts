import type { CurrencyRates } from '../../shared/money/currency-rates';
import { routes } from '../../shared/routes/route-table';
import { TtlCache } from '../lib/cache/ttl-cache';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { ServiceUnavailableError } from '../../shared/errors/domain-errors';

const cache = new TtlCache<CurrencyRates | null>(60_000);

export const handler = apiHandler(routes.getCurrencyRates, async ({ deps }) => {
  const rates = await cache.get('USD', async () => {
    const item = (await deps.store.entities.currencyRates.get({ base: 'USD' }).go()).data;
    return item ? { base: 'USD', rates: item.rates as CurrencyRates['rates'], asOf: item.asOf, source: item.source } : null;
  });
  if (!rates) throw new ServiceUnavailableError('Currency rates are not available yet; prices are shown in USD.');
  return new ApiReply(200, rates, { 'cache-control': 'public, max-age=300' });
});
