import { routes } from '../../shared/routes/route-table';
import { recordStaffAction } from '../lib/audit/staff-audit';
import { mailerProvider } from '../lib/adapters/mailer/mailer-provider';
import { paymentsProvider } from '../lib/adapters/payments/payments-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { apiHandler } from '../lib/http/api-handler';
import { routeSwitch } from '../lib/http/route-switch';
import { describeOrder } from '../admin-orders/order-detail';
import { guestLinksProvider } from '../orders/guest-links-provider';
import { approveHeldOrder } from './review/approve-held-order';
import { rejectHeldOrder } from './review/reject-held-order';

const uses = [paymentsProvider, mailerProvider, guestLinksProvider, queuesProvider];

/** Staff's decision on an order held for review, from the order page or the Security page; each audited after it lands. */
export const handler = routeSwitch([
  [
    routes.adminApproveOrder,
    apiHandler(
      routes.adminApproveOrder,
      async ({ params, caller, deps }) => {
        const order = await approveHeldOrder(deps, params.orderId, caller.userId ?? 'staff');
        await recordStaffAction(deps, caller, { subjectType: 'order', subjectId: order.orderId, action: 'order.approve', summary: 'Approved after review; keys delivered', after: { status: order.status } });
        return describeOrder(deps, order);
      },
      { uses },
    ),
  ],
  [
    routes.adminRejectOrder,
    apiHandler(
      routes.adminRejectOrder,
      async ({ params, body, caller, deps }) => {
        const order = await rejectHeldOrder(deps, params.orderId, caller.userId ?? 'staff', body.reason);
        await recordStaffAction(deps, caller, { subjectType: 'order', subjectId: order.orderId, action: 'order.reject', summary: `Rejected after review and refunded: ${body.reason}`, after: { status: order.status, refundedCents: order.refundedCents } });
        return describeOrder(deps, order);
      },
      { uses },
    ),
  ],
]);
