import { countExceeds } from '../../../shared/security/detection-rules';
import type { OrderItem } from '../../lib/data/entities/order';
import { countInRuleWindow, ruleWindow } from '../rules/rule-window';
import { raiseAlert } from '../alerts/raise-alert';
import { activeRules } from '../rules/active-rules';
import type { Deps } from '../../lib/deps';

/** The payment signals need the table and the clock only. */
type RiskDeps = Pick<Deps, 'store' | 'now'>;

const declineScope = 'declines';

/**
 * A card was declined on an order's payment page (Stripe's `payment_intent.payment_failed`). Declines are counted per
 * customer in the rule's window; past its threshold an alert is raised. A redelivered event counts again, which errs
 * on the side of the alert.
 */
export async function recordPaymentDecline(deps: RiskDeps, order: OrderItem): Promise<void> {
  const rule = (await activeRules(deps)).get('payment-declines')!;
  if (!rule.active) return;
  const { count, windowStart } = await countInRuleWindow(deps, declineScope, order.ownerKey, rule.windowMinutes);
  if (!countExceeds(rule, count)) return;
  await raiseAlert(deps, {
    alertType: rule.ruleId,
    severity: rule.severity,
    details: `${count} declined payments by one customer within ${rule.windowMinutes} minutes (threshold ${rule.threshold}), last on order ${order.orderNumber}.`,
    userId: order.userId,
    ipAddress: order.checkoutIp,
    orderId: order.orderId,
    sameAs: `customer:${order.ownerKey}#${windowStart}`,
  });
}

/** The customer's declines in the rule's current window, without counting one (what delivery reads). */
export async function recentDeclines(deps: RiskDeps, ownerKey: string, windowMinutes: number): Promise<number> {
  const { windowStart } = ruleWindow(windowMinutes, deps.now());
  const item = await deps.store.entities.rateLimitWindow.get({ scope: declineScope, caller: ownerKey, windowStart }).go();
  return item.data?.count ?? 0;
}

/** A chargeback: always worth a critical look, whatever else the order was. */
export async function recordDispute(deps: RiskDeps, order: OrderItem): Promise<void> {
  const rule = (await activeRules(deps)).get('dispute')!;
  if (!rule.active) return;
  await raiseAlert(deps, {
    alertType: rule.ruleId,
    severity: rule.severity,
    details: `The buyer disputed the payment of order ${order.orderNumber} (${(order.totalCents / 100).toFixed(2)} USD) with their bank.`,
    userId: order.userId,
    ipAddress: order.checkoutIp,
    orderId: order.orderId,
    sameAs: `order:${order.orderId}`,
  });
}
