import { schedules } from '../../shared/routes/schedule-table';
import { mailerProvider } from '../lib/adapters/mailer/mailer-provider';
import { paymentsProvider } from '../lib/adapters/payments/payments-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { depsFor } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { tracedHandler } from '../lib/observability/tracer';
import { guestLinksProvider } from './guest-links-provider';
import { refundLatePreorders } from './refund-late-preorders-use-case';

const uses = [paymentsProvider, mailerProvider, guestLinksProvider, queuesProvider];

/** Hourly: pre-orders that waited too long are refunded. */
export const handler = tracedHandler('orders/refund-late-preorders', async (): Promise<void> => {
  const result = await refundLatePreorders(depsFor(schedules.refundLatePreorders.needs, uses));
  if (result.due) logger.info('late pre-orders refunded', result);
});
