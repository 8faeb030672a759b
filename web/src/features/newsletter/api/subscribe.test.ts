import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { subscribeToNewsletter } from './subscribe';

describe('subscribing to the newsletter', () => {
  it.each(['', '   ', '\t\n'])('asks for an email and sends nothing when the field holds %j', async (input) => {
    const post = vi.fn(async () => undefined);

    const outcome = await subscribeToNewsletter(input, post);

    expect(outcome).toEqual({ kind: 'required' });
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the trimmed address and reports the subscription', async () => {
    const post = vi.fn(async () => ({ subscribed: true }));

    const outcome = await subscribeToNewsletter('  gamer@example.com ', post);

    expect(post).toHaveBeenCalledWith('gamer@example.com');
    expect(outcome).toEqual({ kind: 'subscribed' });
  });

  it("shows the server's field message when it refuses the address", async () => {
    const refusal = new ApiError({
      type: 'about:blank',
      title: 'Invalid request',
      status: 400,
      detail: '1 field is invalid.',
      errors: [{ path: 'body.email', message: 'Enter a valid email address' }],
    });

    const outcome = await subscribeToNewsletter('not-an-email', async () => Promise.reject(refusal));

    expect(outcome).toEqual({ kind: 'rejected', message: 'Enter a valid email address' });
  });

  it("shows the problem detail of a 400 without field errors", async () => {
    const refusal = new ApiError({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Disposable addresses cannot subscribe.' });

    const outcome = await subscribeToNewsletter('a@mailinator.com', async () => Promise.reject(refusal));

    expect(outcome).toEqual({ kind: 'rejected', message: 'Disposable addresses cannot subscribe.' });
  });

  it('reports a server or network failure without a field message', async () => {
    const outcome = await subscribeToNewsletter('gamer@example.com', async () => Promise.reject(new TypeError('Failed to fetch')));

    expect(outcome).toEqual({ kind: 'failed', message: null });
  });
});
