import { describe, expect, it } from 'vitest';
import { checkoutPage, closedPage } from './checkout-page';
import type { LineItem } from './payment-store';
import type { CheckoutSession } from './stripe-objects';

const session = {
  id: 'cs_test_1',
  amount_total: 2598,
  currency: 'usd',
  customer_email: 'ada@shop.test',
  cancel_url: 'https://shop.test/cart?a=1&b=2',
  success_url: 'https://shop.test/orders/o-1?session={CHECKOUT_SESSION_ID}',
  status: 'open',
  payment_status: 'unpaid',
} as CheckoutSession;
const lineItems: LineItem[] = [
  { name: 'Neon Racer <script>alert(1)</script>', description: 'Steam key "EU"', currency: 'usd', unitAmount: 1299, quantity: 2 },
];

describe('the hosted checkout page', () => {
  it('lists the order with quantities, amounts and the total in dollars, escaping what the store sent', () => {
    const { body } = checkoutPage({ session, lineItems, action: '/pay/cs_test_1' });

    expect(body).toContain('Neon Racer &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).not.toContain('<script>');
    expect(body).toContain('Steam key &quot;EU&quot;');
    expect(body).toMatch(/<td class="n">2<\/td><td class="n">\$25\.98<\/td>/);
    expect(body).toContain('Pay $25.98');
    expect(body).toContain('href="https://shop.test/cart?a=1&amp;b=2">Back</a>');
  });

  it('is a page for phones, prefilled with the session’s email, with a label for every field and the test cards', () => {
    const { body } = checkoutPage({ session, lineItems, action: '/pay/cs_test_1' });

    expect(body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(body).toContain('value="ada@shop.test"');
    for (const id of ['email', 'cardNumber', 'cardExpiry', 'cardCvc', 'billingName']) expect(body).toContain(`<label for="${id}">`);
    expect(body).toContain('This is a local test payment page.');
    expect(body).toContain('<code>4000 0000 0000 9995</code>');
  });

  it('shows a problem against its field and keeps what was typed, but never the card number or the code', () => {
    const { body } = checkoutPage({
      session,
      lineItems,
      action: '/pay/cs_test_1',
      values: { email: 'b@shop.test', cardExpiry: '04 / 33', billingName: 'Bo "B" Shopper' },
      error: { message: "Your card's security code is incorrect.", field: 'cardCvc' },
    });

    expect(body).toContain('role="alert">Your card&#39;s security code is incorrect.</p>');
    expect(body).toMatch(/id="cardCvc"[^>]*aria-invalid="true" aria-describedby="form-error"/);
    expect(body).toContain('value="b@shop.test"');
    expect(body).toContain('value="Bo &quot;B&quot; Shopper"');
    expect(body).toMatch(/id="cardNumber"[^>]*value=""/);
    expect(body).toMatch(/id="cardCvc"[^>]*value=""/);
  });

  it('allows its form to post to itself and to be redirected to the store, and nothing else to run', () => {
    const csp = checkoutPage({ session, lineItems, action: '/pay/cs_test_1' }).headers['content-security-policy'];

    expect(csp).toContain("form-action 'self' https://shop.test;");
    expect(csp).toContain("default-src 'none'");
  });

  it('says plainly that an expired session has expired, with the way back', () => {
    const page = closedPage({ ...session, status: 'expired' }, 'This checkout session has expired.', 'unused');

    expect(page.body).toContain('<h1>This checkout session has expired.</h1>');
    expect(page.body).toContain('href="https://shop.test/cart?a=1&amp;b=2"');
  });
});
