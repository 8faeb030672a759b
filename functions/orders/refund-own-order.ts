import { routes } from '../../shared/routes/route-table';
import { mailerProvider } from '../lib/adapters/mailer/mailer-provider';
import { paymentsProvider } from '../lib/adapters/payments/payments-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { apiHandler } from '../lib/http/api-handler';
import { routeSwitch } from '../lib/http/route-switch';
import { guestLinksProvider } from './guest-links-provider';
import { guestOrder, ownOrder } from './order-access';
import { refundOrder } from './refund-order';

const uses = [paymentsProvider, mailerProvider, guestLinksProvider, queuesProvider];

/** A buyer cancels waiting pre-orders or refunds unrevealed keys of their own order (signed in, or by guest link). */
export const handler = routeSwitch([
  [
    routes.refundOrder,
    apiHandler(
      routes.refundOrder,
      async ({ params, body, caller, deps }) => {
        await ownOrder(deps, params.orderId, caller.userId!);
        return refundOrder(deps, params.orderId, body, 'buyer', 'Requested by the buyer');
      },
      { uses },
    ),
  ],
  [
    routes.refundGuestOrder,
    apiHandler(
      routes.refundGuestOrder,
      async ({ params, body, deps }) => {
        await guestOrder(deps, params.orderId, body.token);
        return refundOrder(deps, params.orderId, { itemId: body.itemId, keyIds: body.keyIds }, 'buyer', 'Requested by the buyer (guest link)');
      },
      { uses },
    ),
  ],
]);
