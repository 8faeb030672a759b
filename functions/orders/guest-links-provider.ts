import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { provider } from '../lib/wiring/provider';
import { GuestLinks } from './guest-links';

/** Guest order links, keyed by the deployment's order-link secret (read once per container). */
export const guestLinksProvider = provider({
  name: 'guestLinks',
  requires: 'the order-link secret (secrets)',
  allows: (n) => n.secrets?.includes('order-links') ?? false,
  build: (config) => new GuestLinks(async () => (await getSecret<string>(config.ORDER_LINK_SECRET_NAME, { maxAge: 3600 })) ?? ''),
});
