/** One waiting unit of the pre-order queue as the back office lists it (§2), oldest payment first. */
export interface PreorderQueueRow {
  entryId: string;
  /** Place in the store-wide queue, 1 for the oldest waiting unit. */
  position: number;
  /** Place in its own variant's queue, which is the order keys are handed out in. */
  variantPosition: number;
  productId: string;
  productName: string;
  variantId: string;
  orderId: string;
  orderNumber: string | null;
  /** The buyer's user id, or 'guest' for a guest order. */
  customerId: string;
  queuedAt: string;
  status: 'waiting' | 'cancelling';
  kind: 'preorder' | 'backorder';
}

/**
 * A product with units waiting for keys, and what it could deliver now. No oldest wait of its own: §2 asks only for the
 * store's oldest (a card), and a product's would cost a Query per waiting variant on every read.
 */
export interface PreorderProductRow {
  productId: string;
  productName: string;
  isPreorder: boolean;
  expectedDeliveryDate: string | null;
  waitingUnits: number;
  /** Keys in stock across the waiting variants: what Process Fulfillment can hand out now. */
  availableKeys: number;
}

export interface PreorderQueueView {
  summary: {
    /** Waiting units (one per key owed). */
    totalWaiting: number;
    productsWaiting: number;
    /** Whole days since the oldest waiting unit was paid; null when nothing waits. */
    oldestDays: number | null;
  };
  products: PreorderProductRow[];
  queue: { items: PreorderQueueRow[]; nextCursor: string | null };
}

export interface PreorderFulfilment {
  productId: string;
  fulfilled: number;
  /** Units still waiting because the product's variants ran out of keys. */
  stillWaiting: number;
}

/** Whole days between a payment and now, never negative. */
export function daysSince(iso: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000));
}
