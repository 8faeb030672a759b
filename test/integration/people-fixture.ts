import { randomUUID } from 'node:crypto';
import { profileFromAttributes } from '../../shared/auth/profile';
import { sessionOf, stripeControl } from './commerce';
import { seedProduct } from './catalog-fixture';
import { createProfile } from '../../functions/identity/profile-record';
import { storeKeys } from '../../functions/inventory/store-keys';
import type { Deps } from '../../functions/lib/deps';
import { settlePayment } from '../../functions/orders/settle-payment';
import { startCheckout } from '../../functions/orders/start-checkout';

/** A profile made as the sign-up trigger makes it (terms and the users counter included). */
export async function signedUp(deps: Deps, userId: string, attributes: { name?: string; email?: string; country?: string } = {}) {
  const { name, email, country } = attributes;
  await createProfile(
    deps.store,
    profileFromAttributes({ sub: userId, ...(name ? { name } : {}), ...(email ? { email, email_verified: 'true' } : {}), ...(country ? { 'custom:country': country } : {}) }, deps.now()),
  );
}

/** A product with `keys` keys in stock; its variant's id and price. */
export async function stocked(deps: Deps, keys: number, priceUsdCents = 2500) {
  const { variants } = await seedProduct(deps, { slug: `people-${randomUUID().slice(0, 8)}`, name: `People Card ${randomUUID().slice(0, 4)}` }, [{ priceUsdCents }]);
  const variantId = variants[0]!.variantId;
  await storeKeys(deps, variantId, Array.from({ length: keys }, () => `PEOPLE-${randomUUID()}`), 'test');
  return { variantId, priceUsdCents };
}

/** A real purchase: checkout, paid on the local Stripe, settled as the orders consumer settles it. */
export async function purchase(deps: Deps, variantId: string, userId: string | null, quantity = 1) {
  return purchaseLines(deps, [{ variantId, quantity }], userId);
}

/** A real purchase of several lines. */
export async function purchaseLines(deps: Deps, lines: { variantId: string; quantity: number }[], userId: string | null, extra: { trackingSessionId?: string } = {}) {
  const email = `${userId ?? `guest-${randomUUID().slice(0, 8)}`}@example.test`;
  const started = await startCheckout(deps, { lines, email, userId, acknowledgedVariantIds: [], displayCurrency: 'USD', country: 'US', origin: undefined, ip: '192.0.2.1', ...extra });
  await stripeControl.hold(true);
  await stripeControl.pay(sessionOf(started.paymentUrl));
  await stripeControl.hold(false);
  const session = await deps.payments.retrieveSession(sessionOf(started.paymentUrl));
  await settlePayment(deps, started.orderId, { paymentIntentId: session.paymentIntentId ?? undefined });
  return started.orderId;
}
