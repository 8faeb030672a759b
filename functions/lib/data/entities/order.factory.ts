import { ulid } from 'ulid';
import type { OrderItem, OrderLine } from './order';

/** A line of one instant key, delivered; override only what the test is about. */
export function createOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    itemId: ulid(),
    productId: ulid(),
    variantId: ulid(),
    productName: 'Starfall Odyssey',
    productSlug: 'starfall-odyssey',
    productType: 'key',
    platformCode: 'steam',
    platformName: 'Steam',
    regionCode: 'global',
    regionName: 'Global',
    quantity: 1,
    unitCents: 1999,
    totalCents: 1999,
    delivery: 'instant',
    reservedKeyIds: [],
    reservedMasks: [],
    delivered: 1,
    refunded: 0,
    ...overrides,
  };
}

/** A completed, paid order of one line for a guest; override only what the test is about. */
export function createOrder(overrides: Partial<OrderItem> = {}): OrderItem {
  const now = new Date().toISOString();
  const items = overrides.items ?? [createOrderLine()];
  const total = items.reduce((n, i) => n + i.totalCents, 0);
  return {
    orderId: ulid(),
    orderNumber: 'NK-2026-000001',
    ownerKey: 'guest:buyer@example.test',
    deliveryEmail: 'buyer@example.test',
    status: 'completed',
    fulfilmentStatus: 'fulfilled',
    currency: 'USD',
    displayCurrency: 'USD',
    subtotalCents: total,
    totalCents: total,
    refundedCents: 0,
    paymentMethod: 'card',
    paymentProvider: 'stripe',
    paymentSessionId: 'cs_test_1',
    paymentIntentId: 'pi_test_1',
    reservedUntil: now,
    paidAt: now,
    regionAcknowledgements: [],
    items,
    emailsSent: [],
    version: 2,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
