import { schedules } from '../../shared/routes/schedule-table';
import { depsFor } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { refreshCurrencyRates } from './currency-rate-source';

/** The EventBridge-scheduled entry point. */
export async function handler(): Promise<void> {
  const rates = await refreshCurrencyRates(depsFor(schedules.refreshCurrencyRates.needs));
  logger.info('currency rates refreshed', { asOf: rates.asOf, source: rates.source });
}
