// In the initial bundle: keep it small. Everything that is not needed to say "nobody is signed in" lives in
// session-restore.ts (a chunk loaded only when a session is stored or a sign-in screen opens) and amplify-layer.ts.
import { useSyncExternalStore } from 'react';
import type { AuthLayer } from './amplify-layer';
import type * as Restore from './session-restore';
import type { SessionUser } from './stored-session';

export type { SessionUser } from './stored-session';
export type SessionStatus = 'loading' | 'anonymous' | 'signedIn';
export type SessionState = { status: 'loading' | 'anonymous'; user: SessionUser | null } | { status: 'signedIn'; user: SessionUser };

/** Storefront §9: the auth loading flag clears after at most 2 s, whatever the restore is still waiting for. */
export const authLoadingCeilingMs = 2000;

export const anonymous: SessionState = { status: 'anonymous', user: null };
// The server cannot see local storage: it renders "not known yet", which every consumer shows as signed out.
const serverState: SessionState = { status: 'loading', user: null };

let state: SessionState | undefined;
const listeners = new Set<() => void>();
let markSettled: () => void = () => undefined;
const settled = new Promise<void>((resolve) => (markSettled = resolve));
let restoring: Promise<typeof Restore> | undefined;
const restore = () => (restoring ??= import('./session-restore'));

/** Local storage, or null on the server or where it is blocked (private mode, sandboxed frames). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The ID token of the session aws-amplify v6 stored, or '' for a stored session without one; null when none is stored.
 * Amplify keys: `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` names the user, and
 * `CognitoIdentityServiceProvider.<clientId>.<username>.<idToken|refreshToken|…>` hold the tokens. Any client counts:
 * the client id only arrives later, with the config.
 */
export function findStoredSession(storage: Pick<Storage, 'length' | 'key' | 'getItem'>): string | null {
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i) ?? '';
    const username = key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser') ? storage.getItem(key) : null;
    const base = `${key.slice(0, -13)}.${username}.`;
    if (username && (storage.getItem(`${base}refreshToken`) || storage.getItem(`${base}accessToken`))) return storage.getItem(`${base}idToken`) ?? '';
  }
  return null;
}

/** Replaces the session; the restore and Amplify layers report through this. */
export function setSession(next: SessionState): void {
  if (next.status !== 'loading') markSettled();
  if (JSON.stringify(next) === JSON.stringify(state)) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/** The current session; on the first read, decided synchronously when nothing is stored (Amplify never loads then). */
function current(): SessionState {
  if (state) return state;
  const storage = browserStorage();
  if (!storage) return serverState;
  if (findStoredSession(storage) === null) {
    setSession(anonymous);
    return anonymous;
  }
  state = { status: 'loading', user: null };
  void restore().then((m) => m.restoreSession(), () => undefined);
  setTimeout(() => {
    if (state?.status === 'loading') setSession(anonymous);
  }, authLoadingCeilingMs);
  return state;
}

export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: current,
  serverSnapshot: (): SessionState => serverState,
};

/**
 * Who is signed in (use-session.ts re-exports it; it lives here so the initial bundle carries one module). The server
 * render and hydration see `loading`, so a server-rendered page hydrates as signed out and switches once the browser knows.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.snapshot, sessionStore.serverSnapshot);
}

/** Resolves once the stored session is restored or known to be absent (at the latest after the loading ceiling). */
export function authSettled(): Promise<void> {
  current();
  return settled;
}

/** Loads and configures Amplify (a separate chunk) once; a failed load is retried by the next call. */
export const loadAuthLayer = (): Promise<AuthLayer> => restore().then((m) => m.loadAuthLayer());

/** The ID token for `Authorization: Bearer`, refreshed when about to expire; null when signed out. */
export async function bearerToken(): Promise<string | null> {
  if (current().status === 'anonymous' || !browserStorage()) return null;
  return restore().then((m) => m.bearerToken(), () => null);
}

/** Signs out everywhere Amplify can (revoking the refresh token); clears local tokens even if Amplify cannot load. */
export const signOut = (): Promise<void> => restore().then((m) => m.signOut());
