import type { TimelineEvent } from '../../shared/orders/admin-order-views';
import type { OrderItem } from '../lib/data/entities/order';
import type { OrderKeyItem } from '../lib/data/entities/order-key';
import type { KeyRevealAuditItem } from '../lib/data/entities/key-reveal-audit';
import type { StaffAuditEntryItem } from '../lib/data/entities/staff-audit-entry';

export interface TimelineSources {
  order: OrderItem;
  keys: readonly OrderKeyItem[];
  reveals: readonly KeyRevealAuditItem[];
  staff: readonly Pick<StaffAuditEntryItem, 'at' | 'summary' | 'actorId' | 'before' | 'after'>[];
}

/** Everything recorded about an order, merged newest first: its own dates, staff actions, key reveals and refunded keys. */
export function orderTimeline({ order, keys, reveals, staff }: TimelineSources): TimelineEvent[] {
  const masks = new Map(keys.map((k) => [k.keyId, k.maskedKey]));
  const events: TimelineEvent[] = [
    { at: order.createdAt, kind: 'created', summary: `Order ${order.orderNumber} placed by ${order.deliveryEmail}`, actor: null },
    ...(order.paidAt ? [{ at: order.paidAt, kind: 'paid' as const, summary: `Payment received (${order.paymentProvider}${order.paymentIntentId ? ` ${order.paymentIntentId}` : ''})`, actor: null }] : []),
    ...(order.processedAt ? [{ at: order.processedAt, kind: 'processed' as const, summary: processedSummary(order), actor: null }] : []),
    ...reveals.map((r) => ({
      at: r.at,
      kind: 'reveal' as const,
      summary: `Key ${masks.get(r.keyId) ?? r.keyId} revealed by ${isStaff(r.actorRole) ? 'staff' : 'the buyer'}`,
      actor: r.actor,
    })),
    ...keys.flatMap((k) =>
      k.refundedAt ? [{ at: k.refundedAt, kind: 'refund' as const, summary: `Key ${k.maskedKey} refunded${k.status === 'retired' ? ' and retired (it had been revealed)' : ', back in stock'}`, actor: null }] : [],
    ),
    ...staff.map((s) => ({ at: s.at, kind: 'staff' as const, summary: s.summary, actor: s.actorId, ...(s.before ? { before: s.before as Record<string, unknown> } : {}), ...(s.after ? { after: s.after as Record<string, unknown> } : {}) })),
    { at: order.updatedAt, kind: 'updated', summary: 'Order record last changed', actor: null },
  ];
  return events.sort((a, b) => b.at.localeCompare(a.at) || rank(a) - rank(b));
}

// Staff reveals are written with the role 'staff'; a buyer who happens to be staff reveals their own keys as themselves.
const isStaff = (role: string) => role === 'staff';

function processedSummary(order: OrderItem): string {
  if (order.status === 'failed') return `Order failed${order.failureReason ? `: ${order.failureReason}` : ''}`;
  if (order.heldReason) return `Held for review: ${order.heldReason}`;
  return `Processed (${order.status.replace('_', ' ')}, fulfilment ${order.fulfilmentStatus})`;
}

// At one instant, the last-updated mark reads above what caused it.
const rank = (e: TimelineEvent) => (e.kind === 'updated' ? 0 : e.kind === 'created' ? 2 : 1);
