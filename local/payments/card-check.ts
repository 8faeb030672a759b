/** The hosted page's fields, named as Stripe Checkout names them. */
export interface CardEntry {
  email?: string;
  cardNumber?: string;
  cardExpiry?: string;
  cardCvc?: string;
  billingName?: string;
}

export type CardField = keyof CardEntry;

export type CardVerdict =
  | { ok: true; number: string; last4: string; expMonth: number; expYear: number; brand: CardBrand; funding: 'credit' | 'debit'; email: string; name: string }
  | { ok: false; field: CardField; code: string; message: string; declined: boolean };

/** Stripe's documented test cards and the decline each one gives; the messages are Stripe's own. */
const testCards: Record<string, { code: string; message: string } | null> = {
  '4242424242424242': null,
  '4000056655665556': null,
  '5555555555554444': null,
  '6011111111111117': null,
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

export const testCardList = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['5555 5555 5555 4444', 'succeeds (Mastercard)'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'has insufficient funds'],
  ['4000 0000 0000 0069', 'has expired'],
  ['4000 0000 0000 0127', 'fails the security code check'],
] as const;

/** Checks the fields in the order the form shows them, then the card; the first problem is the answer. */
export function checkCard(entry: CardEntry, now: Date): CardVerdict {
  const invalid = (field: CardField, code: string, message: string): CardVerdict => ({ ok: false, field, code, message, declined: false });
  const email = entry.email?.trim() ?? '';
  if (!email) return invalid('email', 'incomplete_email', 'Your email is incomplete.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return invalid('email', 'invalid_email', 'Your email address is invalid.');

  const number = (entry.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d*$/.test(number) || number.length > 19) return invalid('cardNumber', 'invalid_number', 'Your card number is invalid.');
  if (number.length < 16) return invalid('cardNumber', 'incomplete_number', 'Your card number is incomplete.');

  const expiry = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec((entry.cardExpiry ?? '').trim());
  if (!expiry) return invalid('cardExpiry', 'incomplete_expiry', "Your card's expiration date is incomplete.");
  const expMonth = Number(expiry[1]);
  const expYear = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
  if (expMonth < 1 || expMonth > 12) return invalid('cardExpiry', 'invalid_expiry_month', "Your card's expiration month is invalid.");
  if (expYear < year) return invalid('cardExpiry', 'invalid_expiry_year_past', "Your card's expiration year is in the past.");
  if (expYear === year && expMonth < month) return invalid('cardExpiry', 'invalid_expiry_month_past', "Your card's expiration date is in the past.");
  if (expYear > year + 50) return invalid('cardExpiry', 'invalid_expiry_year', "Your card's expiration year is invalid.");

  const cvc = (entry.cardCvc ?? '').trim();
  if (!/^\d*$/.test(cvc)) return invalid('cardCvc', 'invalid_cvc', "Your card's security code is invalid.");
  if (cvc.length < 3 || cvc.length > 4) return invalid('cardCvc', 'incomplete_cvc', "Your card's security code is incomplete.");

  const name = entry.billingName?.trim() ?? '';
  if (!name) return invalid('billingName', 'incomplete_name', 'Enter the name on your card.');

  const decline = Object.hasOwn(testCards, number) ? testCards[number] : { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  if (decline) return { ok: false, field: decline.code === 'incorrect_cvc' ? 'cardCvc' : 'cardNumber', ...decline, declined: true };
  return { ok: true, number, last4: number.slice(-4), expMonth, expYear, brand: brandOf(number), funding: number === '4000056655665556' ? 'debit' : 'credit', email, name };
}

export type CardBrand = 'visa' | 'mastercard' | 'discover';

/** Stripe's brand of a test number, by its leading digits. */
const brandOf = (number: string): CardBrand => (number.startsWith('5') || number.startsWith('2') ? 'mastercard' : number.startsWith('6') ? 'discover' : 'visa');
