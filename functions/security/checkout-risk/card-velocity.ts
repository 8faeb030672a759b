import { countExceeds, type DetectionRule } from '../../../shared/security/detection-rules';
import { createOnce } from '../../lib/data/create-once';
import type { OrderItem } from '../../lib/data/entities/order';
import type { Deps } from '../../lib/deps';
import { logger } from '../../lib/http/logger';
import { raiseAlert } from '../alerts/raise-alert';
import { countInRuleWindow, ruleWindow } from '../rules/rule-window';

export interface CardVelocity {
  count: number;
  exceeded: boolean;
  details: string;
}

/**
 * The card-velocity rule at delivery: the card that paid, by the provider's fingerprint (one read of the payment),
 * counted once per order in the rule's window (a settling retry counts nothing more), and past the threshold an alert
 * per card and window. Null when the rule is off, the order has no payment yet, the method is not a card, or the
 * provider cannot be asked: a sale is never held up for a signal.
 */
export async function cardVelocity(deps: Pick<Deps, 'store' | 'now' | 'payments'>, rule: DetectionRule, order: Pick<OrderItem, 'orderId' | 'orderNumber' | 'paymentIntentId' | 'userId' | 'checkoutIp'>): Promise<CardVelocity | null> {
  if (!rule.active || !order.paymentIntentId) return null;
  const fingerprint = await deps.payments.cardFingerprint(order.paymentIntentId).catch((error: unknown) => {
    logger.warn('could not read the card of a payment', { orderId: order.orderId, error });
    return null;
  });
  if (!fingerprint) return null;
  const { windowSeconds, windowStart } = ruleWindow(rule.windowMinutes, deps.now());
  const isNew = await createOnce(() =>
    deps.store.entities.rateLimitWindow.create({ scope: 'card-orders', caller: `${fingerprint}#${order.orderId}`, windowStart, count: 1, expiresAt: windowStart + windowSeconds + 60 }).go(),
  );
  const count = isNew
    ? (await countInRuleWindow(deps, 'velocity:order-velocity-card', fingerprint, rule.windowMinutes)).count
    : ((await deps.store.entities.rateLimitWindow.get({ scope: 'velocity:order-velocity-card', caller: fingerprint, windowStart }).go()).data?.count ?? 0);
  const exceeded = countExceeds(rule, count);
  const hours = Math.round(rule.windowMinutes / 60);
  const details = `${count} paid orders on one card (fingerprint ${fingerprint.slice(0, 6)}…) within ${hours >= 1 ? `${hours} hour${hours === 1 ? '' : 's'}` : `${rule.windowMinutes} minutes`} (threshold ${rule.threshold}).`;
  if (exceeded) {
    await raiseAlert(deps, { alertType: rule.ruleId, severity: rule.severity, details: `${details} Latest: order ${order.orderNumber}.`, userId: order.userId, ipAddress: order.checkoutIp, orderId: order.orderId, sameAs: `card:${fingerprint}#${windowStart}` }).catch(
      (error: unknown) => logger.error('could not raise a fraud alert', { rule: rule.ruleId, error }),
    );
  }
  return { count, exceeded, details };
}
