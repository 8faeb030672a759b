import { NotFoundError } from '../../shared/errors/domain-errors';
import type { AdminOrderDetail } from '../../shared/orders/admin-order-views';
import type { OrderItem } from '../lib/data/entities/order';
import { orderLineFields } from '../orders/order-line-fields';
import type { Deps } from '../lib/deps';
import { orderTimeline } from './order-timeline';

type DetailDeps = Pick<Deps, 'store'>;

// An order holds at most 40 units; these bounds keep the page one read per source even for a much-revealed order.
const revealsShown = 100;
const staffEntriesShown = 50;

/** The order as staff see it: keys masked (the masks were made at import; nothing is decrypted), and its timeline. */
export async function adminOrderDetail(deps: DetailDeps, orderId: string): Promise<AdminOrderDetail> {
  const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data;
  if (!order) throw new NotFoundError('The requested order could not be found.');
  return describeOrder(deps, order);
}

export async function describeOrder(deps: DetailDeps, order: OrderItem): Promise<AdminOrderDetail> {
  const { orderId } = order;
  const [keys, reveals, staff, user] = await Promise.all([
    deps.store.entities.orderKey.query.byOrder({ orderId }).go({ pages: 'all' }),
    deps.store.entities.keyRevealAudit.query.byOrder({ orderId }).go({ order: 'desc', limit: revealsShown }),
    // The newest entries only, read directly: the page shows no older ones, so no cursor is sealed.
    deps.store.entities.staffAuditEntry.query.bySubject({ subjectType: 'order', subjectId: orderId }).go({ order: 'desc', limit: staffEntriesShown }),
    order.userId ? deps.store.entities.user.get({ userId: order.userId }).go() : Promise.resolve({ data: null }),
  ]);
  const profile = user.data;
  return {
    orderId,
    orderNumber: order.orderNumber,
    version: order.version,
    status: order.status,
    fulfilmentStatus: order.fulfilmentStatus,
    heldReason: order.heldReason ?? null,
    failureReason: order.failureReason ?? null,
    createdAt: order.createdAt,
    paidAt: order.paidAt ?? null,
    processedAt: order.processedAt ?? null,
    updatedAt: order.updatedAt,
    customer: {
      userId: order.userId ?? null,
      fullName: profile?.fullName ?? null,
      username: profile?.username ?? null,
      email: profile?.email ?? order.deliveryEmail,
      country: profile?.country ?? order.viewerCountry ?? null,
      phone: profile?.phone ?? null,
      guest: !order.userId,
    },
    payment: {
      totalCents: order.totalCents,
      refundedCents: order.refundedCents,
      currency: 'USD',
      method: order.paymentMethod,
      provider: order.paymentProvider,
      sessionId: order.paymentSessionId ?? null,
      paymentIntentId: order.paymentIntentId ?? null,
    },
    adminNotes: order.adminNotes ?? null,
    customerNotes: order.customerNotes ?? null,
    items: order.items.map((item) => ({
      ...orderLineFields(item),
      activationInstructions: item.activationInstructions ?? null,
      keys: keys.data
        .filter((k) => k.itemId === item.itemId)
        .map((k) => ({ keyId: k.keyId, maskedKey: k.maskedKey, status: k.status, deliveredAt: k.deliveredAt, revealedAt: k.revealedAt ?? null })),
    })),
    timeline: orderTimeline({ order, keys: keys.data, reveals: reveals.data, staff: staff.data }),
  };
}
