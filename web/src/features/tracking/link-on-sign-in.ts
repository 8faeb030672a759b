import { apiSend } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { sessionStore } from '@/lib/auth/session-store';
import type { TrackingSessionIds } from './session-id';

/** Storefront §4: the anonymous session is linked to the account about 100 ms after sign-in. */
export const linkDelayMs = 100;

/**
 * Links the tab's tracking session to whoever signs in, once per session and account. A session already another
 * account's (409) or a sign-out starts a new session, so two people on one tab never share one.
 */
export function linkOnSignIn(sessions: TrackingSessionIds): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const link = (userId: string, retry: boolean) => {
    const session = sessions.current(Date.now());
    apiSend('POST', '/api/track/link', { body: { sessionId: session.id } })
      .then(() => sessions.update({ ...sessions.current(Date.now()), linkedTo: userId }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409 && retry) {
          sessions.renew(Date.now());
          link(userId, false);
        } else console.debug('tracking session not linked', error);
      });
  };
  const check = () => {
    const state = sessionStore.snapshot();
    const session = sessions.current(Date.now());
    if (state.status === 'signedIn') {
      if (session.linkedTo === state.user.userId) return;
      if (session.linkedTo) sessions.renew(Date.now());
      clearTimeout(timer);
      timer = setTimeout(() => link(state.user.userId, true), linkDelayMs);
    } else if (state.status === 'anonymous' && session.linkedTo) sessions.renew(Date.now());
  };
  check();
  const unsubscribe = sessionStore.subscribe(check);
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
