import { createServer } from 'node:net';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestStripe, testKeys, type TestStripe } from './test-stripe';

let t: TestStripe;
afterEach(() => t.stop());

const typesOf = (events: Stripe.Event[]) => events.map((e) => e.type);

describe('webhooks from the local Stripe', () => {
  it('expires an open session once its expires_at has passed, on the sweep’s timer', async () => {
    let offsetMs = 0;
    t = await startTestStripe({ now: () => Date.now() + offsetMs, expirySweepMs: 20 });
    const session = await t.createSession({ expires_at: Math.floor(Date.now() / 1000) + 1810 });

    offsetMs = 1811 * 1000;
    const [event] = await t.webhooks.waitFor((events) => events.length === 1);

    expect(event).toMatchObject({ type: 'checkout.session.expired', data: { object: { id: session.id, status: 'expired' } } });
    expect(await t.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'expired', url: null });
  });

  it('runs the sweep on demand, leaving sessions still in time open', async () => {
    let offsetMs = 0;
    t = await startTestStripe({ now: () => Date.now() + offsetMs, expirySweepMs: 60_000 });
    const soon = await t.createSession({ expires_at: Math.floor(Date.now() / 1000) + 1810 });
    const later = await t.createSession({ expires_at: Math.floor(Date.now() / 1000) + 7200 });

    offsetMs = 3600 * 1000;
    const expired = await t.twin.control.sweepExpired();

    expect(expired).toEqual([soon.id]);
    expect(await t.stripe.checkout.sessions.retrieve(later.id)).toMatchObject({ status: 'open' });
  });

  it('holds new events while asked, then delivers them in whatever order the test chooses', async () => {
    t = await startTestStripe();
    t.twin.control.holdDeliveries(true);
    const first = await t.createSession();
    const second = await t.createSession();
    await t.twin.control.pay(first.id);
    await t.stripe.checkout.sessions.expire(second.id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.webhooks.received).toEqual([]);

    const held = t.twin.control.events();
    expect(held.map((e) => e.state)).toEqual(['held', 'held']);
    for (const { event } of held.reverse()) expect(await t.twin.control.deliver(event.id)).toBe(200);

    expect(typesOf(t.webhooks.received)).toEqual(['checkout.session.expired', 'checkout.session.completed']);
    expect(t.twin.control.events().map((e) => [e.state, e.attempts, e.lastStatus])).toEqual([
      ['delivered', 1, 200],
      ['delivered', 1, 200],
    ]);
  });

  it('delivers an event again on demand, with the same id, as Stripe may deliver twice', async () => {
    t = await startTestStripe();
    await t.twin.control.pay((await t.createSession()).id);
    const [original] = await t.webhooks.waitFor((events) => events.length === 1);

    expect(await t.twin.control.deliver(original!.id)).toBe(200);

    expect(t.webhooks.received.map((e) => e.id)).toEqual([original!.id, original!.id]);
    expect(t.twin.control.events()[0]).toMatchObject({ attempts: 2, lastStatus: 200 });
  });

  it('retries a failed delivery with backoff until the endpoint takes it', async () => {
    t = await startTestStripe({ retryDelaysMs: [30, 30, 30] });
    t.webhooks.answer(500);
    await t.twin.control.pay((await t.createSession()).id);
    await t.webhooks.waitFor((events) => events.length === 2);

    t.webhooks.answer(200);
    await t.webhooks.waitFor((events) => events.length === 3);

    await expect.poll(() => t.twin.control.events()[0]).toMatchObject({ state: 'delivered', attempts: 3, lastStatus: 200 });
  });

  it('gives up after the last retry, and says so', async () => {
    t = await startTestStripe({ retryDelaysMs: [10, 10] });
    t.webhooks.answer(503);
    await t.twin.control.pay((await t.createSession()).id);

    await expect.poll(() => t.twin.control.events()[0]).toMatchObject({ state: 'failed', attempts: 3, lastStatus: 503, lastError: 'HTTP 503' });
  });

  it('answers the API and redirects the shopper without waiting for a webhook endpoint that never answers', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    t = await startTestStripe({ webhookUrl: `http://127.0.0.1:${(silent.address() as { port: number }).port}/hook` });
    try {
      const session = await t.createSession();
      const started = Date.now();

      const response = await fetch(session.url!, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ email: 'a@shop.test', cardNumber: '4242424242424242', cardExpiry: '12/40', cardCvc: '123', billingName: 'A' }),
      });
      await t.stripe.checkout.sessions.expire((await t.createSession()).id);

      expect(response.status).toBe(303);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      silent.close();
    }
  });

  it('sends the async payment events: completed unpaid, then succeeded (now paid), or failed', async () => {
    t = await startTestStripe();
    const good = await t.createSession();
    const bad = await t.createSession();

    expect(await t.twin.control.pay(good.id, { async: true })).toEqual({ outcome: 'pending' });
    await t.twin.control.pay(bad.id, { async: true });
    expect(await t.stripe.checkout.sessions.retrieve(good.id)).toMatchObject({ status: 'complete', payment_status: 'unpaid', payment_intent: null });
    await t.twin.control.settle(good.id, 'succeeded');
    await t.twin.control.settle(bad.id, 'failed');

    const events = await t.webhooks.waitFor((all) => all.length === 4);
    const about = (id: string) => events.filter((e) => (e.data.object as { id: string }).id === id).map((e) => [e.type, (e.data.object as Stripe.Checkout.Session).payment_status]);
    expect(about(good.id)).toEqual([
      ['checkout.session.completed', 'unpaid'],
      ['checkout.session.async_payment_succeeded', 'paid'],
    ]);
    expect(about(bad.id)).toEqual([
      ['checkout.session.completed', 'unpaid'],
      ['checkout.session.async_payment_failed', 'unpaid'],
    ]);
    const paid = await t.stripe.checkout.sessions.retrieve(good.id);
    expect(await t.stripe.paymentIntents.retrieve(paid.payment_intent as string)).toMatchObject({ status: 'succeeded', amount_received: 3098 });
    await expect(t.twin.control.settle(good.id, 'succeeded')).rejects.toThrow(/no delayed payment/);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.', 'card_declined'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'card_declined'],
    ['4000 0000 0000 0069', 'Your card has expired.', 'expired_card'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect.", 'incorrect_cvc'],
  ])('reports %s to the control API as the page does, keeps the session open and sends only payment_intent.payment_failed', async (card, message, code) => {
    t = await startTestStripe();
    const session = await t.createSession();

    expect(await t.twin.control.pay(session.id, { card })).toMatchObject({ outcome: 'declined', message });
    const events = t.twin.control.events().map((e) => e.event);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.payment_failed']);
    expect(events[0]!.data.object).toMatchObject({ object: 'payment_intent', status: 'requires_payment_method', metadata: { orderId: 'order-1' }, last_payment_error: { type: 'card_error', code, message } });
    expect(await t.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open' });
  });

  it('reports a number that is not a card and sends nothing, as it never reaches the bank', async () => {
    t = await startTestStripe();
    const session = await t.createSession();

    expect(await t.twin.control.pay(session.id, { card: '4000 0000 0000 0000' })).toMatchObject({ outcome: 'declined', message: 'Your card number is incorrect.' });
    expect(t.twin.control.events()).toEqual([]);
  });

  it('signs payloads for tests; the official client refuses a stale or foreign signature', async () => {
    t = await startTestStripe();
    const stripe = new Stripe('sk_test_unused');
    const payload = JSON.stringify({ id: 'evt_crafted', object: 'event', type: 'charge.refunded', data: { object: {} } });
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;

    expect(stripe.webhooks.constructEvent(payload, t.twin.control.signPayload(payload), testKeys.webhookSecret).id).toBe('evt_crafted');
    expect(() => stripe.webhooks.constructEvent(payload, t.twin.control.signPayload(payload, tenMinutesAgo), testKeys.webhookSecret)).toThrow(/tolerance/);
    expect(() => stripe.webhooks.constructEvent(payload, t.twin.control.signPayload(payload), 'whsec_someone_else')).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('offers the same control over HTTP on the twin’s own port', async () => {
    t = await startTestStripe();
    const session = await t.createSession();
    const post = (path: string, body: unknown) => fetch(`${t.twin.endpoint}/_twin${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    expect(await (await post(`/sessions/${session.id}/pay`, { card: '4000000000000002' })).json()).toEqual({ outcome: 'declined', message: 'Your card was declined.', field: 'cardNumber' });
    expect(await (await post(`/sessions/${session.id}/pay`, {})).json()).toEqual({ outcome: 'succeeded' });
    await t.webhooks.waitFor((events) => events.length === 2);
    const { data } = (await (await fetch(`${t.twin.endpoint}/_twin/events`)).json()) as { data: { event: { id: string; type: string }; state: string }[] };
    expect(data).toMatchObject([
      { event: { type: 'payment_intent.payment_failed' }, state: 'delivered' },
      { event: { type: 'checkout.session.completed' }, state: 'delivered' },
    ]);
    expect(await (await post(`/events/${data[0]!.event.id}/deliver`, {})).json()).toEqual({ status: 200 });
    expect((await post('/sessions/cs_test_nope/pay', {})).status).toBe(404);
    expect((await post(`/sessions/${session.id}/pay`, { card: 42 })).status).toBe(400);
    const { header } = (await (await post('/sign', { payload: '{}', timestamp: 1700000000 })).json()) as { header: string };
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
  });
});
