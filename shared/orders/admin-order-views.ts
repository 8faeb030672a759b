import type { StaffAuditView } from '../audit/staff-audit';
import type { FulfilmentStatus, OrderStatus } from './order-status';
import type { OrderLineFields } from './order-views';

/** One row of the back office's orders table (back-office §2). */
export interface AdminOrderRow {
  orderId: string;
  orderNumber: string;
  /** The buyer's full name; null for a guest or a profile without one. */
  customerName: string | null;
  username: string | null;
  deliveryEmail: string;
  guest: boolean;
  units: number;
  products: number;
  totalCents: number;
  currency: 'USD';
  status: OrderStatus;
  fulfilmentStatus: FulfilmentStatus;
  createdAt: string;
}

/** The four cards of the orders screen, from counters kept on write; revenue is null for employees (§6: admin only). */
export interface AdminOrderSummary {
  totalOrders: number;
  pendingOrders: number;
  completedOrders: number;
  /** Charged minus refunded, all time. */
  revenueCents: number | null;
  byStatus: Record<OrderStatus, number>;
}

export interface AdminOrderList {
  items: AdminOrderRow[];
  nextCursor: string | null;
  summary: AdminOrderSummary;
}

export interface AdminOrderKey {
  keyId: string;
  maskedKey: string;
  status: 'delivered' | 'refunding' | 'refunded' | 'retired';
  deliveredAt: string;
  revealedAt: string | null;
}

export interface AdminOrderLine extends OrderLineFields {
  keys: AdminOrderKey[];
}

export type TimelineKind = 'created' | 'paid' | 'processed' | 'updated' | 'staff' | 'reveal' | 'refund';

/** One event of an order's life, merged from the order, the staff audit log, the key reveal log and the refunded keys. */
export interface TimelineEvent {
  at: string;
  kind: TimelineKind;
  summary: string;
  actor: string | null;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface AdminOrderDetail {
  orderId: string;
  orderNumber: string;
  /** Sent back with a status change, which only applies to the order as it was read. */
  version: number;
  status: OrderStatus;
  fulfilmentStatus: FulfilmentStatus;
  heldReason: string | null;
  failureReason: string | null;
  createdAt: string;
  paidAt: string | null;
  processedAt: string | null;
  updatedAt: string;
  customer: { userId: string | null; fullName: string | null; username: string | null; email: string; country: string | null; phone: string | null; guest: boolean };
  payment: { totalCents: number; refundedCents: number; currency: 'USD'; method: string; provider: string; sessionId: string | null; paymentIntentId: string | null };
  adminNotes: string | null;
  customerNotes: string | null;
  items: AdminOrderLine[];
  timeline: TimelineEvent[];
}

/** What a staff e-mail action did. */
export interface OrderMailResult {
  orderId: string;
  sentTo: string;
  kind: 'keys-ready' | 'order-confirmed';
  keys: number;
}

export type { StaffAuditView };
