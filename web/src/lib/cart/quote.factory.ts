import type { CartQuote, QuotedLine } from '../../../../shared/orders/order-views';

/** A line as the server prices it, in stock and compatible unless told otherwise. */
export function createQuotedLine(overrides: Partial<QuotedLine> = {}): QuotedLine {
  const unitCents = overrides.unitCents ?? 4999;
  const quantity = overrides.quantity ?? 1;
  return {
    variantId: 'var_1',
    productId: 'prod_1',
    productSlug: 'elden-ring',
    productName: 'Elden Ring',
    productType: 'key',
    imageUrl: null,
    platform: { code: 'steam', name: 'Steam' },
    region: { code: 'GLOBAL', name: 'Global' },
    faceValue: null,
    unitCents,
    requestedQuantity: quantity,
    quantity,
    lineCents: unitCents * quantity,
    stockState: 'in_stock',
    maxQuantity: 10,
    delivery: 'instant',
    expectedDeliveryDate: null,
    regionCheck: { kind: 'compatible', message: null },
    needsRegionAck: false,
    problems: [],
    ...overrides,
  };
}

export function createQuote(lines: QuotedLine[], overrides: Partial<CartQuote> = {}): CartQuote {
  return {
    lines,
    subtotalCents: lines.reduce((n, l) => n + l.lineCents, 0),
    currency: 'USD',
    country: null,
    purchasable: lines.length > 0 && lines.every((l) => l.quantity > 0),
    ...overrides,
  };
}
