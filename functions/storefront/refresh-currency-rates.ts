import { schedules } from '../../shared/routes/schedule-table';
import { depsFor } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { refreshCurrencyRates } from './currency-rate-source';
import { tracedHandler } from '../lib/observability/tracer';

/** The EventBridge-scheduled entry point. */
export const handler = tracedHandler('storefront/refresh-currency-rates', async (): Promise<void> => {
  const rates = await refreshCurrencyRates(depsFor(schedules.refreshCurrencyRates.needs));
  logger.info('currency rates refreshed', { asOf: rates.asOf, source: rates.source });
});
