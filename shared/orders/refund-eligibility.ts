/** Days after delivery in which a buyer may refund a key they have not revealed. */
export const defaultRefundWindowDays = 14;

export type RefundActor = 'buyer' | 'staff';

export interface RefundableUnit {
  /** `delivered` keys and `waiting` pre-order entries are refundable; anything else already moved on. */
  state: 'delivered' | 'waiting' | 'refunding' | 'refunded' | 'retired';
  deliveredAt?: string | undefined;
  revealedAt?: string | undefined;
}

export type RefundVerdict = { allowed: true; returnsToStock: boolean } | { allowed: false; reason: string };

/**
 * Who may refund what. A buyer may cancel a waiting pre-order until it is delivered, and refund a delivered key only
 * while unrevealed and inside the window; the first reveal ends that right. Staff may always refund. A refunded key
 * goes back to stock only if nobody has seen it; a revealed one is retired and never sold again.
 */
export function refundVerdict(unit: RefundableUnit, actor: RefundActor, now: Date, windowDays = defaultRefundWindowDays): RefundVerdict {
  if (unit.state === 'refunded' || unit.state === 'retired') return { allowed: false, reason: 'This item has already been refunded.' };
  if (unit.state === 'refunding') return { allowed: false, reason: 'A refund for this item is already in progress.' };
  if (unit.state === 'waiting') return { allowed: true, returnsToStock: false };
  const returnsToStock = !unit.revealedAt;
  if (actor === 'staff') return { allowed: true, returnsToStock };
  if (unit.revealedAt) return { allowed: false, reason: 'This key has been revealed, so it can no longer be refunded automatically. Contact support.' };
  const deliveredAt = unit.deliveredAt ? new Date(unit.deliveredAt).getTime() : now.getTime();
  if (now.getTime() - deliveredAt > windowDays * 86_400_000) {
    return { allowed: false, reason: `The ${windowDays}-day refund window for this key has closed.` };
  }
  return { allowed: true, returnsToStock: true };
}
