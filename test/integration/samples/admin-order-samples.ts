import { randomUUID } from 'node:crypto';
import type { Deps } from '../../../functions/lib/deps';
import { storeKeys } from '../../../functions/inventory/store-keys';
import { settlePayment } from '../../../functions/orders/settle-payment';
import { startCheckout } from '../../../functions/orders/start-checkout';
import type { adminOrderRoutes } from '../../../shared/routes/admin-order-routes';
import { seedProduct } from '../catalog-fixture';
import { sessionOf, stripeControl } from '../commerce';
import type { BaseFixture, Sample } from '../route-samples';

interface SampleOrder {
  orderId: string;
  keyId: string;
  /** The version a status change is conditioned on: the matrix changes each caller's order once. */
  version: number;
}

/** What this area's samples refer to, seeded once for the matrix and the hostile-input test: a paid guest order per caller. */
export interface AdminOrderFixture {
  orders: Record<string, SampleOrder>;
}

const callers = ['matrix-user', 'matrix-employee', 'matrix-admin', 'hostile-admin'];

export async function seedAdminOrderFixture(deps: Deps, _base: BaseFixture): Promise<AdminOrderFixture> {
  const { variants } = await seedProduct(deps, { slug: `matrix-admin-orders-${randomUUID().slice(0, 8)}`, name: 'Matrix Admin Orders Card' }, [{ priceUsdCents: 1000 }]);
  const variantId = variants[0]!.variantId;
  await storeKeys(deps, variantId, Array.from({ length: callers.length }, () => `MATRIX-AO-${randomUUID()}`), 'matrix');
  const orders: Record<string, SampleOrder> = {};
  for (const caller of callers) orders[caller] = await paidGuestOrder(deps, variantId, `${caller}-admin-orders@example.test`);
  return { orders };
}

/** A guest's order through the real purchase path: checkout, the local Stripe's payment, settlement. */
async function paidGuestOrder(deps: Deps, variantId: string, email: string): Promise<SampleOrder> {
  const started = await startCheckout(deps, { lines: [{ variantId, quantity: 1 }], email, userId: null, acknowledgedVariantIds: [], displayCurrency: 'USD', country: 'US', origin: undefined, ip: '192.0.2.1' });
  await stripeControl.hold(true);
  await stripeControl.pay(sessionOf(started.paymentUrl));
  await stripeControl.hold(false);
  const session = await deps.payments.retrieveSession(sessionOf(started.paymentUrl));
  await settlePayment(deps, started.orderId, { paymentIntentId: session.paymentIntentId ?? undefined });
  const order = (await deps.store.entities.order.get({ orderId: started.orderId }).go({ consistent: true })).data!;
  const [key] = (await deps.store.entities.orderKey.query.byOrder({ orderId: started.orderId }).go()).data;
  return { orderId: order.orderId, keyId: key!.keyId, version: order.version };
}

type F = BaseFixture & { adminOrder: AdminOrderFixture };
const own = (f: F, caller: string | undefined) => f.adminOrder.orders[caller ?? ''] ?? Object.values(f.adminOrder.orders)[0]!;

/** One valid request per route of this area; `caller` is the matrix caller's user id. */
export const adminOrderSamples: { [K in keyof typeof adminOrderRoutes]: (f: F, caller?: string) => Sample } = {
  adminListOrders: () => ({ query: { limit: '10', fulfilment: 'fulfilled' } }),
  adminExportOrders: () => ({ query: { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString(), status: 'completed' } }),
  // A sold key's id is its fingerprint: the lookup finds the caller's order by it.
  adminFindOrderByKey: (f, caller) => ({ body: { key: own(f, caller).keyId } }),
  adminGetOrder: (f, caller) => ({ params: { orderId: own(f, caller).orderId } }),
  adminRevealOrderKey: (f, caller) => ({ params: { orderId: own(f, caller).orderId, keyId: own(f, caller).keyId } }),
  adminSetOrderStatus: (f, caller) => ({ params: { orderId: own(f, caller).orderId }, body: { status: 'completed', fulfilmentStatus: 'processing', version: own(f, caller).version } }),
  adminSetOrderNotes: (f, caller) => ({ params: { orderId: own(f, caller).orderId }, body: { adminNotes: `Checked by ${caller ?? 'nobody'}` } }),
  adminRedeliverOrder: (f, caller) => ({ params: { orderId: own(f, caller).orderId } }),
  adminResendOrderEmail: (f, caller) => ({ params: { orderId: own(f, caller).orderId } }),
};
