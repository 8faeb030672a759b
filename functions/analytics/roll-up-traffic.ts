import { schedules } from '../../shared/routes/schedule-table';
import { depsFor } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { tracedHandler } from '../lib/observability/tracer';
import { rollUpPastHours } from './hour-figures';
import { rollUpProductDays } from './popular-products';

/** The EventBridge-scheduled entry point: the analytics panel's rollups of finished hours and days. */
export const handler = tracedHandler('analytics/roll-up-traffic', async (): Promise<void> => {
  const deps = depsFor(schedules.rollUpTraffic.needs);
  const now = deps.now();
  const [, days] = await Promise.all([rollUpPastHours(deps, now), rollUpProductDays(deps, now)]);
  if (days.length) logger.info('product days rolled up', { days });
});
