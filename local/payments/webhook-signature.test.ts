import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signPayload } from './webhook-signature';

const stripe = new Stripe('sk_test_unused');
const secret = 'whsec_test_secret';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: {} } });

describe('the webhook signature', () => {
  it('is accepted by the official client’s verifier', () => {
    const event = stripe.webhooks.constructEvent(payload, signPayload(payload, secret), secret);

    expect(event.id).toBe('evt_1');
  });

  it.each([
    ['another secret', () => signPayload(payload, 'whsec_other')],
    ['a timestamp older than the five-minute tolerance', () => signPayload(payload, secret, Math.floor(Date.now() / 1000) - 301)],
    ['a changed payload', () => signPayload(`${payload} `, secret)],
  ])('is refused when made with %s', (_case, header) => {
    expect(() => stripe.webhooks.constructEvent(payload, header(), secret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
