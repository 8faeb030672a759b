import { consumers } from '../../shared/routes/consumer-table';
import { mailerProvider } from '../lib/adapters/mailer/mailer-provider';
import { paymentsProvider } from '../lib/adapters/payments/payments-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { sqsConsumer } from '../lib/queue/sqs-consumer';
import { applyPaymentEvent } from './apply-payment-event';
import { guestLinksProvider } from './guest-links-provider';
import { riskAssessorFor } from '../security/checkout-risk/risk-assessor-for';

/** The order-fulfilment queue: each verified payment event settles, releases, refunds or flags its order. */
export const handler = sqsConsumer(consumers.orderFulfilment, (message, deps) => applyPaymentEvent(deps, message, riskAssessorFor(deps)), {
  uses: [paymentsProvider, mailerProvider, guestLinksProvider, queuesProvider],
});
