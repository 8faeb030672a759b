// Loaded when a session is stored or a sign-in screen opens: restores the session, keeps tokens fresh, signs out.
import type { AuthLayer } from './amplify-layer';
import { anonymous, browserStorage, findStoredSession, setSession, sessionStore, type SessionState } from './session-store';
import { clearStoredSession, jwtClaims, secondsLeft, userFromClaims, type SessionUser } from './stored-session';

let layer: Promise<AuthLayer> | undefined;

const signedIn = (user: SessionUser | null): SessionState => (user ? { status: 'signedIn', user } : anonymous);

/** A stored ID token valid for more than `minSeconds`, read straight from Amplify's storage (no Amplify needed). */
function freshStoredToken(minSeconds: number): string | null {
  const storage = browserStorage();
  const token = storage ? findStoredSession(storage) : null;
  return token && secondsLeft(jwtClaims(token), Date.now()) > minSeconds ? token : null;
}

/** When Amplify could not answer: trust the stored ID token while it is valid, otherwise signed out. */
function settleFromStorage(): void {
  if (sessionStore.snapshot().status === 'loading') setSession(signedIn(userFromClaims(jwtClaims(freshStoredToken(0)))));
}

/** Loads and configures Amplify once; a failed load is retried by the next call. */
export function loadAuthLayer(): Promise<AuthLayer> {
  layer ??= import('./amplify-layer')
    .then(({ startAuthLayer }) => startAuthLayer((user) => setSession(signedIn(user))))
    .catch((error: unknown) => {
      layer = undefined;
      throw error;
    });
  return layer;
}

/**
 * A valid stored ID token signs the visitor in at once, from its claims; an expired one waits for Amplify, which
 * refreshes it or finds the session gone. Amplify loads either way, for refreshes and Hub events.
 */
export function restoreSession(): void {
  const user = userFromClaims(jwtClaims(freshStoredToken(0)));
  if (user) setSession({ status: 'signedIn', user });
  loadAuthLayer()
    .then((auth) => auth.currentUser())
    .then((restored) => setSession(signedIn(restored)), settleFromStorage);
}

export async function bearerToken(): Promise<string | null> {
  const stored = freshStoredToken(60);
  if (stored) return stored;
  try {
    return await (await loadAuthLayer()).idToken();
  } catch {
    return null;
  }
}

export async function signOut(): Promise<void> {
  try {
    await (await loadAuthLayer()).signOut();
  } catch {
    const storage = browserStorage();
    if (storage) clearStoredSession(storage);
  }
  setSession(anonymous);
}
