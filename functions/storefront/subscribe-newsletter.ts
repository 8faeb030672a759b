import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { subscribeToNewsletter } from './newsletter-writes';

/** Idempotent per email: a second subscription answers 200 and writes nothing. Subscribing is the consent, from the footer form. */
export const handler = apiHandler(routes.subscribeNewsletter, async ({ body, deps }) => {
  const created = await subscribeToNewsletter(deps.store, { email: body.email, source: 'footer', now: deps.now() });
  return { subscribed: true as const, alreadySubscribed: !created };
});
