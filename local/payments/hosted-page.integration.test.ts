import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestStripe, type TestStripe } from './test-stripe';

let t: TestStripe;
beforeEach(async () => {
  t = await startTestStripe();
});
afterEach(() => t.stop());

const nextYear = String((new Date().getUTCFullYear() + 1) % 100);

/** The page's Pay button, as a browser submits it. */
function submit(url: string, fields: Record<string, string>) {
  const form = { email: 'ada@shop.test', cardNumber: '4242 4242 4242 4242', cardExpiry: `12 / ${nextYear}`, cardCvc: '123', billingName: 'Ada Shopper', ...fields };
  return fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
}

describe('the hosted checkout page', () => {
  it('shows the order and a card form prefilled with the session’s email', async () => {
    const session = await t.createSession();

    const response = await fetch(session.url!);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('NeonKeys (local test payments)');
    expect(html).toContain('Neon Racer');
    expect(html).toContain('Pay $30.98');
    expect(html).toContain('value="ada@shop.test"');
    expect(html).toContain(`href="${t.twin.endpoint}/cart">Back</a>`);
  });

  it('takes 4242 4242 4242 4242: redirects to success_url with the id, and the session is complete and paid', async () => {
    const session = await t.createSession();

    const response = await submit(session.url!, {});

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${t.twin.endpoint}/orders/order-1?session=${session.id}`);
    const paid = await t.stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null, customer_details: { email: 'ada@shop.test', name: 'Ada Shopper' } });
    expect(paid.payment_intent).toMatch(/^pi_/);
  });

  it('sends checkout.session.completed, signed so that the official client’s constructEvent accepts it', async () => {
    const session = await t.createSession();

    await submit(session.url!, {});

    const [event] = await t.webhooks.waitFor((events) => events.length === 1);
    expect(t.webhooks.refused).toEqual([]);
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: session.id, status: 'complete', payment_status: 'paid', metadata: { orderId: 'order-1' }, client_reference_id: 'order-1' } },
    });
    expect(event!.id).toMatch(/^evt_/);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'Your card&#39;s security code is incorrect.'],
    ['4111 1111 1111 1111', 'Your card number is incorrect.'],
  ])('declines %s with Stripe’s message, keeps the session open and what was typed, but not the card number', async (cardNumber, message) => {
    const session = await t.createSession();

    const response = await submit(session.url!, { cardNumber, email: 'other@shop.test' });
    const html = await response.text();

    expect(response.status).toBe(402);
    expect(html).toContain(`role="alert">${message}</p>`);
    expect(html).toContain('value="other@shop.test"');
    expect(html).toContain('value="Ada Shopper"');
    expect(html).toMatch(/id="cardNumber"[^>]*value=""/);
    expect(await t.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
  });

  it.each([
    ['an expiry year in the past', { cardExpiry: '12 / 20' }, 'Your card&#39;s expiration year is in the past.'],
    ['no cardholder name', { billingName: '' }, 'Enter the name on your card.'],
    ['no card number', { cardNumber: '' }, 'Your card number is incomplete.'],
  ])('asks again for %s', async (_case, fields, message) => {
    const session = await t.createSession();

    const html = await (await submit(session.url!, fields)).text();

    expect(html).toContain(message);
  });

  it('lets the shopper retry after a decline', async () => {
    const session = await t.createSession();
    await submit(session.url!, { cardNumber: '4000000000000002' });

    const retry = await submit(session.url!, {});

    expect(retry.status).toBe(303);
    expect(await t.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ payment_status: 'paid' });
  });

  it('says a completed session is complete, with a link to success_url, and takes no second payment', async () => {
    const session = await t.createSession();
    await submit(session.url!, {});

    const html = await (await fetch(session.url!)).text();
    const again = await submit(session.url!, {});

    expect(html).toContain('This payment is already complete.');
    expect(html).toContain(`href="${t.twin.endpoint}/orders/order-1?session=${session.id}"`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('This payment is already complete.');
    await t.webhooks.waitFor((events) => events.length === 1);
    expect(t.twin.control.events().filter((e) => e.event.type === 'checkout.session.completed')).toHaveLength(1);
  });

  it('says an expired session has expired, with a link back to cancel_url', async () => {
    const session = await t.createSession();
    await t.stripe.checkout.sessions.expire(session.id);

    const response = await fetch(session.url!);
    const html = await response.text();

    expect(response.status).toBe(410);
    expect(html).toContain('This checkout session has expired.');
    expect(html).toContain(`href="${t.twin.endpoint}/cart"`);
  });

  it('escapes a product name that carries a script', async () => {
    const session = await t.createSession({
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 999, product_data: { name: '<script>alert("pwned")</script>', description: '<img src=x onerror=alert(1)>' } } }],
    });

    const html = await (await fetch(session.url!)).text();

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
  });

  it('answers a session it does not hold with 404', async () => {
    expect((await fetch(`${t.twin.endpoint}/pay/cs_test_nope`)).status).toBe(404);
  });
});
