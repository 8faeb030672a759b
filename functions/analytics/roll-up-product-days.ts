import { schedules } from '../../shared/routes/schedule-table';
import { depsFor } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { tracedHandler } from '../lib/observability/tracer';
import { rollUpProductDays } from './popular-products';

/** The EventBridge-scheduled entry point. */
export const handler = tracedHandler('analytics/roll-up-product-days', async (): Promise<void> => {
  const deps = depsFor(schedules.rollUpProductDays.needs);
  const rolled = await rollUpProductDays(deps, deps.now());
  if (rolled.length) logger.info('product days rolled up', { days: rolled });
});
