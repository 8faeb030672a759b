import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLocalStripe } from './stripe-twin';
import { client, startTestStripe, testKeys, type TestStripe } from './test-stripe';

let t: TestStripe;
beforeEach(async () => {
  t = await startTestStripe();
});
afterEach(() => t.stop());

describe('checkout sessions on the local Stripe, through the official client', () => {
  it('creates an open, unpaid session with the totals, and its hosted page on the origin of success_url', async () => {
    const session = await t.createSession();

    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_subtotal: 3098,
      amount_total: 3098,
      currency: 'usd',
      client_reference_id: 'order-1',
      customer_email: 'ada@shop.test',
      livemode: false,
      metadata: { orderId: 'order-1' },
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: `${t.twin.endpoint}/orders/order-1?session={CHECKOUT_SESSION_ID}`,
      url: `${t.twin.endpoint}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
  });

  it('puts the page under the gateway’s prefix, on the store’s origin', async () => {
    const twin = await startLocalStripe({ ...testKeys, webhookUrl: undefined, pagePrefix: '/_local/stripe' });
    try {
      const session = await client(twin).checkout.sessions.create({
        mode: 'payment',
        success_url: 'https://shop.test/orders/o-9',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 999, product_data: { name: 'Key' } } }],
      });

      expect(session.url).toBe(`https://shop.test/_local/stripe/pay/${session.id}`);
      expect((await fetch(`${twin.endpoint}/_local/stripe/pay/${session.id}`)).status).toBe(200);
    } finally {
      await twin.stop();
    }
  });

  it('retrieves a session, ignoring expand', async () => {
    const created = await t.createSession();

    const session = await t.stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items', 'payment_intent'] });

    expect(session).toEqual(created);
  });

  it('expires an open session once and emits checkout.session.expired; a second expiry is Stripe’s error', async () => {
    const created = await t.createSession();

    const expired = await t.stripe.checkout.sessions.expire(created.id);

    expect(expired).toMatchObject({ id: created.id, status: 'expired', url: null });
    await expect(t.stripe.checkout.sessions.expire(created.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      message: 'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
    });
    const [event] = await t.webhooks.waitFor((events) => events.length === 1);
    expect(event).toMatchObject({ type: 'checkout.session.expired', data: { object: { id: created.id, status: 'expired' } } });
  });

  it.each([
    ['under 30 minutes ahead', 29 * 60, 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.'],
    ['over 24 hours ahead', 24 * 3600 + 60, 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.'],
  ])('refuses expires_at %s', async (_case, ahead, message) => {
    const attempt = t.createSession({ expires_at: Math.floor(Date.now() / 1000) + ahead });

    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(attempt).rejects.toMatchObject({ param: 'expires_at', message });
  });

  it('takes expires_at from 30 minutes to 24 hours ahead', async () => {
    const now = Math.floor(Date.now() / 1000);

    await expect(t.createSession({ expires_at: now + 31 * 60 })).resolves.toMatchObject({ status: 'open' });
    await expect(t.createSession({ expires_at: now + 23 * 3600 })).resolves.toMatchObject({ expires_at: now + 23 * 3600 });
  });

  it.each<[string, Partial<Stripe.Checkout.SessionCreateParams>, object]>([
    ['no line items', { line_items: [] }, { code: 'parameter_missing', param: 'line_items' }],
    ['a line item without a quantity', { line_items: [{ price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'K' } } }] }, { code: 'parameter_missing', param: 'line_items[0][quantity]' }],
    ['a price id the twin never made', { line_items: [{ price: 'price_123', quantity: 1 }] }, { code: 'resource_missing', statusCode: 404, param: 'line_items[0][price]' }],
    ['a parameter Stripe does not have', { shipping_colour: 'red' } as never, { code: 'parameter_unknown', param: 'shipping_colour' }],
    ['subscription mode', { mode: 'subscription' }, { param: 'mode' }],
    ['a total under fifty cents', { line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 49, product_data: { name: 'K' } } }] }, { param: 'line_items' }],
  ])('refuses %s as Stripe does', async (_case, overrides, error) => {
    await expect(t.createSession(overrides)).rejects.toMatchObject({ type: 'StripeInvalidRequestError', ...error });
  });

  it('answers an unknown session with resource_missing', async () => {
    await expect(t.stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_nope'",
    });
  });

  it('refuses a wrong API key, and a request with none, with StripeAuthenticationError', async () => {
    await expect(client(t.twin, 'sk_test_wrong_key_1234').checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: 'Invalid API Key provided: sk_test_**********1234',
    });
    const bare = await fetch(`${t.twin.endpoint}/v1/checkout/sessions/cs_test_x`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.stringMatching(/^You did not provide an API key\./) } });
  });

  it('replays the first answer for a repeated Idempotency-Key, and refuses the key with other parameters', async () => {
    const first = await t.stripe.checkout.sessions.create(sessionParams(t), { idempotencyKey: 'checkout-order-7' });

    const again = await t.stripe.checkout.sessions.create(sessionParams(t), { idempotencyKey: 'checkout-order-7' });

    const { lastResponse: _first, ...firstBody } = first;
    const { lastResponse, ...againBody } = again;
    expect(againBody).toEqual(firstBody);
    expect(lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(t.stripe.checkout.sessions.create({ ...sessionParams(t), client_reference_id: 'order-8' }, { idempotencyKey: 'checkout-order-7' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('answers Stripe’s 404 for a path outside its subset', async () => {
    await expect(t.stripe.customers.create({ email: 'a@b.test' })).rejects.toMatchObject({ statusCode: 404, message: expect.stringMatching(/^Unrecognized request URL \(POST: \/v1\/customers\)/) });
  });
});

function sessionParams(t: TestStripe): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    client_reference_id: 'order-7',
    success_url: `${t.twin.endpoint}/done`,
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 1500, product_data: { name: 'Key' } } }],
  };
}
