import { describe, expect, it } from 'vitest';
import { composeOrderEmail } from './order-email-text';

type Line = Parameters<typeof composeOrderEmail>[0]['items'][number];

const line = (productType: string, overrides: Partial<Line> = {}): Line => ({
  quantity: 1,
  productName: 'Steam Wallet Gift Card',
  productType,
  platformName: 'Steam',
  regionName: 'United States',
  faceValue: '$50',
  totalCents: 5149,
  delivery: 'instant',
  ...overrides,
});
const order = (...items: Line[]) => ({ orderNumber: 'NK-2026-000042', totalCents: 5149, refundedCents: 0, items });
const link = 'https://shop.test/account/orders/o-1';

describe('the order e-mails', () => {
  it.each([
    ['key', 'Your keys for order NK-2026-000042 are ready'],
    ['dlc', 'Your keys for order NK-2026-000042 are ready'],
    ['gift_card', 'Your codes for order NK-2026-000042 are ready'],
    ['account', 'Your login details for order NK-2026-000042 are ready'],
    ['subscription', 'Your activation codes for order NK-2026-000042 are ready'],
    ['software', 'Your licence keys for order NK-2026-000042 are ready'],
  ])('name what a %s order delivers in the ready e-mail', (type, subject) => {
    expect(composeOrderEmail(order(line(type)), 'keys-ready', link).subject).toBe(subject);
  });

  it('never call a gift card a key, and still send no code by e-mail', () => {
    const { text } = composeOrderEmail(order(line('gift_card')), 'order-confirmed', link);

    expect(text).toContain('Your codes are ready on your order page:');
    expect(text).toContain('For your security, codes are never sent by e-mail.');
    expect(text).not.toMatch(/\bkeys?\b/);
  });

  it('speak of keys and codes for an order that mixes a game with a gift card', () => {
    const mixed = order(line('key', { productName: 'Starfall Odyssey' }), line('gift_card'));

    expect(composeOrderEmail(mixed, 'keys-ready', link).subject).toBe('Your keys and codes for order NK-2026-000042 are ready');
  });

  it('tell a pre-order buyer that the login details they pre-ordered have arrived', () => {
    const { text } = composeOrderEmail(order(line('account', { delivery: 'preorder' })), 'preorder-delivered', link);

    expect(text).toContain('the login details you pre-ordered in order NK-2026-000042 have arrived');
  });
});
