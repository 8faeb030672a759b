import { routes } from '../../shared/routes/route-table';
import { ValidationError } from '../../shared/errors/domain-errors';
import { paymentsProvider } from '../lib/adapters/payments/payments-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { routeSwitch } from '../lib/http/route-switch';
import { viewerIp } from '../lib/http/viewer-ip';
import { viewerCountry } from '../lib/http/viewer-country';
import { guestLinksProvider } from './guest-links-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { startCheckout } from './start-checkout';
import { riskAssessorFor } from '../security/checkout-risk/risk-assessor-for';
import { viewerGeo } from '../lib/http/viewer-geo';

const uses = [paymentsProvider, guestLinksProvider, queuesProvider];

/** Checkout for a signed-in shopper (the order is theirs) and for a guest (the order belongs to the e-mail given). */
export const handler = routeSwitch([
  [
    routes.checkout,
    apiHandler(
      routes.checkout,
      async ({ body, caller, deps, event }) => {
        const email = body.email ?? caller.email;
        if (!email) throw new ValidationError('Give the e-mail address your order confirmation should go to.', { fieldErrors: [{ path: 'body.email', message: 'Email required' }] });
        const started = await startCheckout(
          deps,
          { ...body, email, userId: caller.userId, country: viewerCountry(event), city: viewerGeo(event).city, origin: event.headers.origin, ip: viewerIp(event) },
          riskAssessorFor(deps),
        );
        return new ApiReply(201, started);
      },
      { uses },
    ),
  ],
  [
    routes.guestCheckout,
    apiHandler(
      routes.guestCheckout,
      async ({ body, deps, event }) =>
        new ApiReply(
          201,
          await startCheckout(
            deps,
            { ...body, userId: null, country: viewerCountry(event), city: viewerGeo(event).city, origin: event.headers.origin, ip: viewerIp(event) },
            riskAssessorFor(deps),
          ),
        ),
      { uses },
    ),
  ],
]);
