import { schedules } from '../../shared/routes/schedule-table';
import { depsFor } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { tracedHandler } from '../lib/observability/tracer';
import { rescoreDue } from './risk/rescore-due';

/** The EventBridge-scheduled entry point: users' risk scored again as their VPN sightings leave the 24 hours. */
export const handler = tracedHandler('security/rescore-risk', async (): Promise<void> => {
  const deps = depsFor(schedules.rescoreRisk.needs);
  const { rescored } = await rescoreDue(deps);
  if (rescored) logger.info('user risk rescored', { rescored });
});
