import type { Context } from 'aws-lambda';
import { ConflictError, ValidationError } from '../../shared/errors/domain-errors';
import { routes } from '../../shared/routes/route-table';
import { PaymentSignatureError, type VerifiedPaymentEvent } from '../lib/adapters/payments/payment-gateway';
import { paymentsProvider } from '../lib/adapters/payments/payments-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import type { Deps } from '../lib/deps';
import { apiHandler } from '../lib/http/api-handler';
import { logger } from '../lib/http/logger';
import { idempotent } from '../lib/idempotency/idempotent';
import { messageFor } from './payment-event-message';

/** Stripe retries for three days; a week covers every redelivery of one event. */
const rememberEventsSeconds = 7 * 24 * 3600;

let recordOnce: ((event: VerifiedPaymentEvent, context: Context) => Promise<{ queued: boolean }>) | undefined;

/**
 * Stripe's webhook. The signature is checked over the raw body (bad or stale: 400, nothing written); the event id is
 * recorded with Powertools Idempotency so a redelivered event queues no second message; the work goes to the
 * order-fulfilment queue and the provider gets its 2xx at once. Events the store does not act on are acknowledged.
 */
export const handler = apiHandler(
  routes.paymentWebhook,
  async ({ event, deps, requestId }) => {
    const signature = event.headers['stripe-signature'];
    if (!signature) throw new ValidationError('Missing Stripe-Signature header.');
    const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
    let verified: VerifiedPaymentEvent;
    try {
      verified = await deps.payments.verifyEvent(raw, signature);
    } catch (error) {
      if (error instanceof PaymentSignatureError) throw new ValidationError('The webhook signature is not valid or too old.', { cause: error });
      throw error;
    }
    recordOnce ??= idempotent((e: VerifiedPaymentEvent) => queueWork(deps, e), {
      eventKeyJmesPath: 'id',
      expiresAfterSeconds: rememberEventsSeconds,
      tableName: deps.config.TABLE_NAME,
      endpoint: deps.config.DYNAMODB_ENDPOINT,
    });
    try {
      await recordOnce(verified, lambdaContext(requestId));
    } catch (error) {
      // The same event is being handled by another delivery right now: let the provider retry later.
      if ((error as Error).name === 'IdempotencyAlreadyInProgressError') throw new ConflictError('This event is already being processed.');
      throw error;
    }
    return { received: true as const };
  },
  { uses: [paymentsProvider, queuesProvider] },
);

async function queueWork(deps: Deps, event: VerifiedPaymentEvent): Promise<{ queued: boolean }> {
  const message = await messageFor(deps, event);
  if (!message) {
    logger.info('payment event ignored', { eventId: event.id, type: event.type });
    return { queued: false };
  }
  await deps.queues.orders.send(message);
  return { queued: true };
}

const lambdaContext = (requestId: string) =>
  ({ functionName: 'orders-payment-webhook', awsRequestId: requestId, getRemainingTimeInMillis: () => 10_000 }) as unknown as Context;
