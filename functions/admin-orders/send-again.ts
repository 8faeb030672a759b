import { routes } from '../../shared/routes/route-table';
import { mailerProvider } from '../lib/adapters/mailer/mailer-provider';
import { apiHandler } from '../lib/http/api-handler';
import { routeSwitch } from '../lib/http/route-switch';
import { guestLinksProvider } from '../orders/guest-links-provider';
import { redeliverOrder, resendConfirmation } from './order-mail-again';

/** Staff send an order's e-mails again: the keys-ready link (re-delivery) or the confirmation. */
export const handler = routeSwitch([
  [routes.adminRedeliverOrder, apiHandler(routes.adminRedeliverOrder, ({ params, caller, deps }) => redeliverOrder(deps, caller, params.orderId), { uses: [mailerProvider, guestLinksProvider] })],
  [routes.adminResendOrderEmail, apiHandler(routes.adminResendOrderEmail, ({ params, caller, deps }) => resendConfirmation(deps, caller, params.orderId), { uses: [mailerProvider, guestLinksProvider] })],
]);
