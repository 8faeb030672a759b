/** `NK-2026-004217`: the year the order was placed and its place in that year's sequence, six digits at least. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `NK-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Back-office §2: an order without a number shows `#` and the first 8 characters of its id. */
export function displayOrderNumber(order: { orderNumber?: string | undefined; orderId: string }): string {
  return order.orderNumber ?? `#${order.orderId.slice(0, 8)}`;
}
