/** Back-office §4's order statuses; `processing` is also where a held order waits for staff review. */
export const orderStatuses = ['pending', 'processing', 'completed', 'failed', 'refunded', 'preorder_confirmed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const fulfilmentStatuses = ['pending', 'processing', 'fulfilled', 'failed'] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

export const itemStatuses = ['pending', 'processing', 'fulfilled', 'failed', 'refunded'] as const;
export type ItemStatus = (typeof itemStatuses)[number];

/**
 * The moves the system itself makes. Staff may still set any value by hand (back-office §4 shows no restriction),
 * but payment events, fulfilment and refunds only ever take these edges, so a replayed or late event cannot pull a
 * finished order back (an `expired` after `completed`, say).
 */
const systemMoves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'completed', 'preorder_confirmed', 'failed'],
  processing: ['completed', 'preorder_confirmed', 'failed', 'refunded'],
  preorder_confirmed: ['completed', 'refunded'],
  completed: ['refunded'],
  failed: ['completed', 'preorder_confirmed', 'refunded'],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || systemMoves[from].includes(to);
}

/** Statuses in which the order's money has been taken (and not all given back). */
export function isPaid(status: OrderStatus): boolean {
  return status === 'processing' || status === 'completed' || status === 'preorder_confirmed';
}

export interface ItemProgress {
  quantity: number;
  delivered: number;
  refunded: number;
}

/**
 * Where a paid order stands from its items' progress: every unit delivered or refunded decides it; units still
 * waiting make it a confirmed pre-order (or a backorder in processing).
 */
export function settledStatus(items: readonly (ItemProgress & { delivery: 'instant' | 'preorder' | 'backorder' })[]): {
  status: OrderStatus;
  fulfilment: FulfilmentStatus;
} {
  const quantity = items.reduce((n, i) => n + i.quantity, 0);
  const delivered = items.reduce((n, i) => n + i.delivered, 0);
  const refunded = items.reduce((n, i) => n + i.refunded, 0);
  const waiting = items.filter((i) => i.quantity - i.delivered - i.refunded > 0);
  if (quantity > 0 && refunded === quantity) return { status: 'refunded', fulfilment: 'failed' };
  if (waiting.length === 0) return { status: 'completed', fulfilment: 'fulfilled' };
  const fulfilment: FulfilmentStatus = delivered > 0 ? 'processing' : 'pending';
  if (waiting.some((i) => i.delivery === 'preorder')) return { status: 'preorder_confirmed', fulfilment };
  return { status: 'processing', fulfilment };
}

/** An item's own badge from its progress. */
export function itemStatus(item: ItemProgress): ItemStatus {
  if (item.refunded === item.quantity) return 'refunded';
  if (item.delivered + item.refunded === item.quantity) return 'fulfilled';
  if (item.delivered > 0) return 'processing';
  return 'pending';
}
