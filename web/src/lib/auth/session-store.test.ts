import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from './stored-session';
import { fakeJwt, memoryStorage } from './session-storage.factory';

// A stand-in for the Amplify chunk: records what the store asks of it and answers as told.
const layer = {
  started: 0,
  restored: null as SessionUser | null,
  restore: () => Promise.resolve(layer.restored),
  refreshedToken: 'refreshed-token',
  signedOut: 0,
  failToLoad: false,
};
vi.mock('./amplify-layer', () => ({
  startAuthLayer: async () => {
    layer.started++;
    if (layer.failToLoad) throw new Error('config unavailable');
    return {
      currentUser: () => layer.restore(),
      idToken: async () => layer.refreshedToken,
      signOut: async () => void layer.signedOut++,
    };
  },
}));

const key = 'CognitoIdentityServiceProvider.neonkeys-local-spa';
const nowSeconds = () => Math.floor(Date.now() / 1000);
const ana: SessionUser = { userId: 'u1', email: 'ana@example.com', phone: null, name: 'Ana' };
const idToken = (expiresIn: number) => fakeJwt({ sub: 'u1', email: 'ana@example.com', name: 'Ana', exp: nowSeconds() + expiresIn });

/** A fresh copy of the store (its state is per page) in a browser whose local storage holds `entries`. */
async function loadStore(entries: Record<string, string> = {}) {
  const storage = memoryStorage(entries);
  vi.stubGlobal('window', { localStorage: storage });
  vi.resetModules();
  return { store: await import('./session-store'), storage };
}
const storedSession = (token: string) => ({ [`${key}.LastAuthUser`]: 'u1', [`${key}.u1.refreshToken`]: 'r', [`${key}.u1.idToken`]: token });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  Object.assign(layer, { started: 0, restored: null, restore: () => Promise.resolve(layer.restored), signedOut: 0, failToLoad: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the session store', () => {
  it('says "loading" on the server, which cannot see the session', async () => {
    vi.resetModules();
    const { sessionStore, bearerToken } = await import('./session-store');

    expect(sessionStore.snapshot()).toEqual({ status: 'loading', user: null });
    await expect(bearerToken()).resolves.toBeNull();
  });

  it('knows at once that a visitor without a stored session is anonymous, and never loads Amplify', async () => {
    const { store } = await loadStore({ 'preferred-language': 'es' });

    expect(store.sessionStore.snapshot()).toEqual({ status: 'anonymous', user: null });
    await store.authSettled();
    await expect(store.bearerToken()).resolves.toBeNull();
    expect(layer.started).toBe(0);
  });

  it('signs a visitor with a valid stored ID token in from its claims, without waiting for Amplify, and sends that token', async () => {
    const token = idToken(3600);
    layer.restore = () => new Promise(() => undefined);
    const { store } = await loadStore(storedSession(token));

    expect(store.sessionStore.snapshot().status).toBe('loading');
    await store.authSettled();

    expect(store.sessionStore.snapshot()).toEqual({ status: 'signedIn', user: ana });
    await expect(store.bearerToken()).resolves.toBe(token);
  });

  it('restores a session whose ID token expired through Amplify, which refreshes it', async () => {
    layer.restored = ana;
    const { store } = await loadStore(storedSession(idToken(-60)));

    expect(store.sessionStore.snapshot().status).toBe('loading');
    await store.authSettled();

    expect(store.sessionStore.snapshot()).toEqual({ status: 'signedIn', user: ana });
    await expect(store.bearerToken()).resolves.toBe('refreshed-token');
    expect(layer.started).toBe(1);
  });

  it('settles as anonymous when Amplify finds the stored session gone', async () => {
    const { store } = await loadStore(storedSession(idToken(-60)));
    const seen: string[] = [];
    store.sessionStore.subscribe(() => seen.push(store.sessionStore.snapshot().status));

    store.sessionStore.snapshot();
    await store.authSettled();

    expect(seen).toEqual(['anonymous']);
  });

  it('clears the loading flag after 2 s when Amplify has not answered (storefront §9)', async () => {
    vi.useFakeTimers();
    layer.restore = () => new Promise(() => undefined);
    const { store } = await loadStore(storedSession(idToken(-60)));

    expect(store.sessionStore.snapshot().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1999);
    expect(store.sessionStore.snapshot().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);

    expect(store.sessionStore.snapshot()).toEqual({ status: 'anonymous', user: null });
    expect(store.authLoadingCeilingMs).toBe(2000);
  });

  it('signs out through Amplify', async () => {
    const { store } = await loadStore(storedSession(idToken(3600)));
    store.sessionStore.snapshot();

    await store.signOut();

    expect(layer.signedOut).toBe(1);
    expect(store.sessionStore.snapshot()).toEqual({ status: 'anonymous', user: null });
  });

  it('still signs out, clearing the stored tokens, when Amplify cannot load', async () => {
    layer.failToLoad = true;
    const { store, storage } = await loadStore({ ...storedSession(idToken(3600)), 'preferred-language': 'es' });
    store.sessionStore.snapshot();
    await flush();

    await store.signOut();

    expect(store.sessionStore.snapshot().status).toBe('anonymous');
    expect(storage.length).toBe(1);
  });
});
