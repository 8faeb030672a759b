import type { z } from 'zod';
import type { consumers } from '../../shared/routes/consumer-table';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { recordExternalRefund } from './refund-order';
import { releaseReservation } from './release-reservation';
import type { RiskAssessor } from './risk-assessor';
import { settlePayment, type SettleDeps } from './settle-payment';
import { recordDispute, recordPaymentDecline } from '../security/checkout-risk/payment-signals';

export type OrderEventMessage = z.output<(typeof consumers)['orderFulfilment']['message']>;

/**
 * Applies one verified payment event to its order. Each branch is conditioned on the order's state, so the same event
 * twice, or events out of order (an expiry after the payment, a payment after an expiry), leave one right outcome.
 */
export async function applyPaymentEvent(deps: SettleDeps & Pick<Deps, 'queues'>, message: OrderEventMessage, risk?: RiskAssessor): Promise<void> {
  switch (message.event) {
    case 'paid': {
      const outcome = await settlePayment(deps, message.orderId, { paymentIntentId: message.paymentIntentId, paidAt: message.occurredAt }, risk);
      logger.info('payment settled', { orderId: message.orderId, outcome, eventId: message.eventId });
      return;
    }
    case 'payment_pending': {
      // A delayed method (a bank debit) completed the session unpaid: the keys stay held (the sweep asks Stripe and
      // waits) until it succeeds or fails. Only the payment's id is worth keeping now.
      logger.info('payment pending with the bank', { orderId: message.orderId, eventId: message.eventId });
      if (!message.paymentIntentId) return;
      await deps.store.entities.order
        .patch({ orderId: message.orderId })
        .set({ paymentIntentId: message.paymentIntentId })
        .where(({ status }, { eq }) => eq(status, 'pending'))
        .go()
        .catch((error: unknown) => logger.info('order no longer pending; its payment id is not needed', { orderId: message.orderId, error }));
      return;
    }
    case 'payment_failed':
      await releaseReservation(deps, message.orderId, 'The payment failed.');
      return;
    case 'expired':
      await releaseReservation(deps, message.orderId, 'The payment session expired before payment.');
      return;
    case 'refunded':
      await recordExternalRefund(deps, message.orderId, message.amountRefundedCents ?? 0);
      return;
    case 'payment_declined': {
      const order = (await deps.store.entities.order.get({ orderId: message.orderId }).go()).data;
      if (order) await recordPaymentDecline(deps, order);
      return;
    }
    case 'disputed':
      await flagDispute(deps, message.orderId);
      return;
  }
}

/** A chargeback: the order and its keys are flagged for the security review; nothing is undone automatically. */
async function flagDispute(deps: Pick<Deps, 'store' | 'now'>, orderId: string) {
  const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data;
  if (!order) return;
  // The keys first and the order last, so an order that reads as disputed has all its keys flagged.
  const keys = await deps.store.entities.orderKey.query.byOrder({ orderId }).go({ pages: 'all' });
  await Promise.all(keys.data.map((k) => deps.store.entities.orderKey.patch({ orderId, keyId: k.keyId }).set({ flagged: true }).go()));
  await deps.store.entities.order.patch({ orderId }).set({ disputed: true }).go();
  logger.warn('payment disputed; order flagged', { orderId });
  await recordDispute(deps, order);
}
