import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Charge } from './stripe-objects';
import { startTestStripe, type TestStripe } from './test-stripe';

let t: TestStripe;
beforeEach(async () => {
  t = await startTestStripe();
});
afterEach(() => t.stop());

/** A session paid through the control API, as the store's adapter creates it; answers its payment intent's id. */
async function paidIntent(): Promise<string> {
  const session = await t.createSession({ payment_intent_data: { metadata: { orderNumber: 'NK-1001' } } });
  expect(await t.twin.control.pay(session.id)).toEqual({ outcome: 'succeeded' });
  return (await t.stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
}

describe('payments and refunds on the local Stripe', () => {
  it('retrieves the paid session’s payment intent, carrying the session’s metadata', async () => {
    const id = await paidIntent();

    const intent = await t.stripe.paymentIntents.retrieve(id);

    expect(intent).toMatchObject({ object: 'payment_intent', amount: 3098, amount_received: 3098, currency: 'usd', status: 'succeeded', metadata: { orderId: 'order-1', orderNumber: 'NK-1001' } });
    expect(intent.latest_charge).toMatch(/^ch_/);
  });

  it('expands the latest charge on request, with the card’s fingerprint: one per card number, whoever pays with it', async () => {
    const pay = async (card: string) => {
      const session = await t.createSession({});
      expect(await t.twin.control.pay(session.id, { card })).toEqual({ outcome: 'succeeded' });
      const id = (await t.stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
      return (await t.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })).latest_charge as Stripe.Charge;
    };
    const [visa, visaAgain, mastercard] = [await pay('4242424242424242'), await pay('4242424242424242'), await pay('5555555555554444')];

    expect(visa).toMatchObject({ object: 'charge', payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } } });
    expect(visa.payment_method_details?.card?.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(visaAgain.payment_method_details?.card?.fingerprint).toBe(visa.payment_method_details?.card?.fingerprint);
    expect(mastercard.payment_method_details?.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(mastercard.payment_method_details?.card?.fingerprint).not.toBe(visa.payment_method_details?.card?.fingerprint);
  });

  it('refunds part, then what remains by default, and sends charge.refunded with the charge each time', async () => {
    const intent = await paidIntent();

    const part = await t.stripe.refunds.create({ payment_intent: intent, amount: 1000, metadata: { reason: 'one key faulty' }, reason: 'requested_by_customer' });
    const rest = await t.stripe.refunds.create({ payment_intent: intent });

    expect(part).toMatchObject({ object: 'refund', amount: 1000, payment_intent: intent, currency: 'usd', status: 'succeeded', metadata: { reason: 'one key faulty' }, reason: 'requested_by_customer' });
    expect(part.id).toMatch(/^re_/);
    expect(rest.amount).toBe(2098);
    const refunded = (await t.webhooks.waitFor((events) => events.filter((e) => e.type === 'charge.refunded').length === 2)).filter((e) => e.type === 'charge.refunded');
    const charges = refunded.map((event) => event.data.object as Stripe.Charge).sort((a, b) => a.amount_refunded - b.amount_refunded);
    expect(charges[0]).toMatchObject({ object: 'charge', amount: 3098, amount_refunded: 1000, refunded: false, payment_intent: intent, metadata: { orderId: 'order-1' } });
    expect(charges[1]).toMatchObject({ amount_refunded: 3098, refunded: true, refunds: { object: 'list', total_count: 2 } });
    expect(charges[1]!.id).toMatch(/^ch_/);
  });

  it('refuses to refund more than remains with amount_too_large', async () => {
    const intent = await paidIntent();
    await t.stripe.refunds.create({ payment_intent: intent, amount: 3000 });

    await expect(t.stripe.refunds.create({ payment_intent: intent, amount: 500 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($5.00) is greater than unrefunded amount on charge ($0.98)',
    });
  });

  it('refuses a second full refund with charge_already_refunded', async () => {
    const intent = await paidIntent();
    await t.stripe.refunds.create({ payment_intent: intent });

    await expect(t.stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'charge_already_refunded' });
  });

  it('answers an unknown payment intent with resource_missing', async () => {
    await expect(t.stripe.refunds.create({ payment_intent: 'pi_nope' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'payment_intent' });
    await expect(t.stripe.paymentIntents.retrieve('pi_nope')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('refunds once for a refund retried with the same idempotency key', async () => {
    const intent = await paidIntent();

    const first = await t.stripe.refunds.create({ payment_intent: intent, amount: 700 }, { idempotencyKey: 'refund-order-1' });
    const again = await t.stripe.refunds.create({ payment_intent: intent, amount: 700 }, { idempotencyKey: 'refund-order-1' });

    expect(again.id).toBe(first.id);
    const charge = t.twin.control.events().findLast((e) => e.event.type === 'charge.refunded')!.event.data.object as Charge;
    expect(charge.amount_refunded).toBe(700);
  });

  it('opens a dispute that needs a response and sends charge.dispute.created', async () => {
    const intent = await paidIntent();

    const dispute = await t.twin.control.dispute(intent);

    expect(dispute).toMatchObject({ object: 'dispute', payment_intent: intent, amount: 3098, reason: 'fraudulent', status: 'needs_response' });
    const events = await t.webhooks.waitFor((all) => all.some((e) => e.type === 'charge.dispute.created'));
    expect(events.find((e) => e.type === 'charge.dispute.created')!.data.object).toMatchObject({ id: dispute.id, charge: expect.stringMatching(/^ch_/) });
    await expect(t.stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({ code: 'charge_disputed' });
  });
});
