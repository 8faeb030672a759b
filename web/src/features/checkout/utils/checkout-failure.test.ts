import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { checkoutFailure } from './checkout-failure';

const sent = [
  { variantId: 'a', quantity: 1 },
  { variantId: 'b', quantity: 3 },
];
const problem = (status: number, errors: { path: string; message: string }[]) =>
  new ApiError({ type: 'about:blank', title: status === 409 ? 'Conflict' : 'Unprocessable', status, detail: 'Your cart changed since you last saw it.', errors });

describe('a refused checkout', () => {
  it('puts each message of a 409 on the line the server named by its index', () => {
    const failure = checkoutFailure(problem(409, [{ path: 'body.lines.1', message: 'Only 2 of B can be bought now.' }]), sent);

    expect(failure).toMatchObject({ status: 409, lines: { b: 'Only 2 of B can be bought now.' }, other: [] });
  });

  it('puts region messages of a 422 on their lines', () => {
    const failure = checkoutFailure(problem(422, [{ path: 'body.lines.0', message: 'This product cannot be used in Brazil region.' }]), sent);

    expect(failure.lines).toEqual({ a: 'This product cannot be used in Brazil region.' });
  });

  it('sorts field errors onto the e-mail and notes, and keeps the rest', () => {
    const failure = checkoutFailure(
      problem(400, [
        { path: 'body.email', message: 'Email required' },
        { path: 'body.customerNotes', message: 'Too long' },
        { path: 'body.lines', message: 'Your cart is empty.' },
        { path: 'body.lines.7', message: 'Not a line we sent' },
      ]),
      sent,
    );

    expect(failure).toMatchObject({ email: 'Email required', notes: 'Too long', other: ['Your cart is empty.', 'Not a line we sent'] });
  });

  it('reads a network failure as a failure without a status', () => {
    expect(checkoutFailure(new TypeError('Failed to fetch'), sent)).toMatchObject({ status: null, message: null, lines: {} });
  });
});
