import { apiSend } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export type SubscribeOutcome =
  | { kind: 'required' }
  | { kind: 'subscribed' }
  /** The server refused the address (400); `message` is its explanation. */
  | { kind: 'rejected'; message: string }
  /** Anything else went wrong; `message` is the server's explanation when it gave one. */
  | { kind: 'failed'; message: string | null };

type Send = (email: string) => Promise<unknown>;

const send: Send = (email) => apiSend('POST', '/api/newsletter', { body: { email } });

/** Spec §5: a blank address is refused here, without a request; the server checks everything else. */
export async function subscribeToNewsletter(input: string, post: Send = send): Promise<SubscribeOutcome> {
  const email = input.trim();
  if (!email) return { kind: 'required' };
  try {
    await post(email);
    return { kind: 'subscribed' };
  } catch (error) {
    if (!isApiError(error)) return { kind: 'failed', message: null };
    const fields = error.fieldErrors.map((f) => f.message).join(' ');
    const message = fields || error.problem.detail || error.problem.title;
    return error.status === 400 ? { kind: 'rejected', message } : { kind: 'failed', message: error.problem.detail ?? null };
  }
}
