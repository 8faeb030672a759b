import { schedules } from '../../shared/routes/schedule-table';
import { paymentsProvider } from '../lib/adapters/payments/payments-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { depsFor } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { tracedHandler } from '../lib/observability/tracer';
import { sweepReservations } from './sweep-reservations-use-case';

const uses = [paymentsProvider, queuesProvider];

/** Every minute: reservations that no provider event ended. */
export const handler = tracedHandler('orders/sweep-reservations', async (): Promise<void> => {
  const result = await sweepReservations(depsFor(schedules.sweepReservations.needs, uses));
  if (result.examined) logger.info('reservations swept', { ...result });
});
