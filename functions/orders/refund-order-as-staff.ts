import { routes } from '../../shared/routes/route-table';
import { mailerProvider } from '../lib/adapters/mailer/mailer-provider';
import { paymentsProvider } from '../lib/adapters/payments/payments-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { apiHandler } from '../lib/http/api-handler';
import { logger } from '../lib/http/logger';
import { guestLinksProvider } from './guest-links-provider';
import { refundOrder } from './refund-order';
import { recordStaffAction } from '../lib/audit/staff-audit';
import { formatPrice } from '../../shared/money/price';

/** Staff refund any paid order or line, at any time; who and why go to the log and the provider's refund metadata. */
export const handler = apiHandler(
  routes.adminRefundOrder,
  async ({ params, body, caller, deps }) => {
    const result = await refundOrder(deps, params.orderId, { itemId: body.itemId, keyIds: body.keyIds }, 'staff', `${body.reason} (by ${caller.userId})`);
    logger.info('order refunded by staff', { by: caller.userId, reason: body.reason, ...result });
    // After the provider's refund, which no transaction can hold; a crash before this line leaves the refund in the timeline's refunded keys.
    await recordStaffAction(deps, caller, {
      subjectType: 'order',
      subjectId: params.orderId,
      action: 'order.refund',
      summary: `Refunded ${formatPrice(result.refundedCents)} (${result.units} ${result.units === 1 ? 'unit' : 'units'}${body.itemId ? ' of one line' : ''}): ${body.reason}`,
      after: { refundedCents: result.refundedCents, units: result.units, status: result.status, ...(body.itemId ? { itemId: body.itemId } : {}), ...(body.keyIds ? { keyIds: body.keyIds } : {}) },
    });
    return result;
  },
  { uses: [paymentsProvider, mailerProvider, guestLinksProvider, queuesProvider] },
);
