import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { createOnce } from '../lib/data/create-once';

/** Idempotent per email: a second subscription answers 200 and writes nothing. */
export const handler = apiHandler(routes.subscribeNewsletter, async ({ body, deps }) => {
  const created = await createOnce(() => deps.store.entities.newsletterSubscription.create({ email: body.email, source: 'footer' }).go());
  return { subscribed: true as const, alreadySubscribed: !created };
});
