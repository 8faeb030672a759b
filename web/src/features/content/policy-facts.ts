import { maxCartLines, maxQuantityPerLine, maxUnitsPerOrder } from '../../../../shared/orders/cart-rules';
import { guestLinkDays } from '../../../../shared/orders/order-links';
import { defaultPreorderGraceDays } from '../../../../shared/orders/preorder-queue';
import { defaultRefundWindowDays } from '../../../../shared/orders/refund-eligibility';
import { paymentSessionMinutes, reservationMinutes } from '../../../../shared/orders/reservation';
import { supportEmail, supportHours } from './store-contact';

/**
 * The numbers the policies state, taken from the rules the code enforces (refund window, pre-order grace, reservation,
 * cart limits, order links), so a page cannot drift from the store's behaviour. A deployment that overrides
 * REFUND_WINDOW_DAYS or PREORDER_REFUND_GRACE_DAYS must not: these pages state the defaults.
 */
export const policyFacts = {
  refundWindowDays: defaultRefundWindowDays,
  preorderGraceDays: defaultPreorderGraceDays,
  reservationMinutes,
  paymentMinutes: paymentSessionMinutes,
  maxPerLine: maxQuantityPerLine,
  maxLines: maxCartLines,
  maxUnits: maxUnitsPerOrder,
  guestLinkDays,
  supportEmail,
  supportOpens: supportHours.opens,
  supportCloses: supportHours.closes,
  // Set in functions/ and infra/, which the SPA may not import: test/cdk/policy-facts.test.ts holds them equal.
  /** The search log's per-address limit (SEARCH_LOG_LIMIT_PER_MINUTE's default). */
  searchLogPerMinute: 30,
  /** How long CloudFront's access logs are kept (the logs bucket's lifecycle rule). */
  accessLogDays: 365,
  /** How long function and API logs are kept (their CloudWatch log groups). */
  functionLogDays: 30,
  /** How far back DynamoDB's point-in-time recovery reaches, so how long a deleted record lingers in backups. */
  backupDays: 35,
} as const;

export type PolicyFact = keyof typeof policyFacts;
