import { describe, expect, it } from 'vitest';
import { checkCard, type CardEntry } from './card-check';

const now = new Date('2030-06-15T12:00:00Z');
const good: CardEntry = { email: 'a@b.test', cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 31', cardCvc: '123', billingName: 'Ada Shopper' };

describe('the test card check', () => {
  it('passes 4242 4242 4242 4242, spaces and all', () => {
    expect(checkCard(good, now)).toMatchObject({ ok: true, last4: '4242', expMonth: 12, expYear: 2031 });
  });

  it.each([
    ['5555 5555 5555 4444', 'mastercard', 'credit'],
    ['4000 0566 5566 5556', 'visa', 'debit'],
    ['6011 1111 1111 1117', 'discover', 'credit'],
  ])('passes Stripe’s other successful test card %s as %s (%s)', (cardNumber, brand, funding) => {
    expect(checkCard({ ...good, cardNumber }, now)).toMatchObject({ ok: true, brand, funding, last4: cardNumber.slice(-4) });
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4111 1111 1111 1111', 'incorrect_number', 'Your card number is incorrect.'],
  ])('declines %s with %s', (cardNumber, code, message) => {
    expect(checkCard({ ...good, cardNumber }, now)).toEqual({ ok: false, field: code === 'incorrect_cvc' ? 'cardCvc' : 'cardNumber', code, message, declined: true });
  });

  it.each<[string, CardEntry, string]>([
    ['no email', { ...good, email: ' ' }, 'Your email is incomplete.'],
    ['a malformed email', { ...good, email: 'nobody' }, 'Your email address is invalid.'],
    ['no card number', { ...good, cardNumber: '' }, 'Your card number is incomplete.'],
    ['a short card number', { ...good, cardNumber: '4242 4242' }, 'Your card number is incomplete.'],
    ['letters in the card number', { ...good, cardNumber: '4242 abcd 4242 4242' }, 'Your card number is invalid.'],
    ['no expiry', { ...good, cardExpiry: '' }, "Your card's expiration date is incomplete."],
    ['month 13', { ...good, cardExpiry: '13 / 31' }, "Your card's expiration month is invalid."],
    ['a year in the past', { ...good, cardExpiry: '12 / 29' }, "Your card's expiration year is in the past."],
    ['a month in the past this year', { ...good, cardExpiry: '05/2030' }, "Your card's expiration date is in the past."],
    ['a two-digit security code', { ...good, cardCvc: '12' }, "Your card's security code is incomplete."],
    ['no cardholder name', { ...good, billingName: '' }, 'Enter the name on your card.'],
  ])('refuses %s before trying the card', (_case, entry, message) => {
    expect(checkCard(entry, now)).toMatchObject({ ok: false, declined: false, message });
  });

  it('accepts this month as an expiry', () => {
    expect(checkCard({ ...good, cardExpiry: '06 / 30' }, now)).toMatchObject({ ok: true });
  });
});
