import type { DynamoDBStreamEvent } from 'aws-lambda';
import { triggers } from '../../shared/routes/trigger-table';
import { mailerProvider } from '../lib/adapters/mailer/mailer-provider';
import { depsFor } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { tracedHandler } from '../lib/observability/tracer';
import { followStock } from './stock-alerts';
import { stockOf } from './variant-stock-image';

/**
 * The table's stream → stock alerts: every variant write (a sale, an import, a refund, an edit of the threshold or of
 * `isActive`) is compared old against new where it happens. Records of one variant arrive in order; a failure throws so
 * Lambda retries the batch, which `followStock` makes safe.
 */
export const handler = tracedHandler('inventory/stock-alert-stream', async (event: DynamoDBStreamEvent): Promise<void> => {
  const deps = depsFor(triggers.stockAlertStream.needs, [mailerProvider]);
  let raised = 0;
  for (const record of event.Records) {
    const before = stockOf(record.dynamodb?.OldImage);
    const after = stockOf(record.dynamodb?.NewImage);
    if (!before && !after) continue;
    if ((await followStock(deps, before, after)) === 'raised') raised += 1;
  }
  if (raised) logger.info('stock alerts raised from the table stream', { raised, records: event.Records.length });
});
