import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from './cart-lines';

// The store keeps its state in the module, as the browser does for a page view: each test imports a fresh copy.
const fakes = vi.hoisted(() => {
  const items = new Map<string, string>();
  const listeners = new Set<() => void>();
  let session: { status: string; user: { userId: string } | null } = { status: 'anonymous', user: null };
  return {
    items,
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    session: {
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
      snapshot: () => session,
    },
    signIn(userId: string) {
      session = { status: 'signedIn', user: { userId } };
      listeners.forEach((l) => l());
    },
    reset() {
      items.clear();
      listeners.clear();
      session = { status: 'anonymous', user: null };
    },
  };
});
const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiSend: vi.fn() }));

vi.mock('../auth/session-store', () => ({ browserStorage: () => fakes.storage, sessionStore: fakes.session }));
vi.mock('../api-client', () => api);

const key = 'neonkeys-cart';
const stored = () => JSON.parse(fakes.items.get(key) ?? '[]') as CartLine[];
const view = (lines: CartLine[]) => ({ lines, quote: { lines: [], subtotalCents: 0, currency: 'USD', country: null, purchasable: true } });

async function freshStore() {
  vi.resetModules();
  const store = await import('./cart-store');
  const { addLine } = await import('./cart-edits');
  store.readCart();
  await Promise.resolve(); // the session is followed in a microtask
  return { ...store, addLine };
}

beforeEach(() => {
  fakes.reset();
  api.apiGet.mockReset();
  api.apiSend.mockReset();
  vi.stubGlobal('window', { addEventListener: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('the cart of an anonymous shopper', () => {
  it('is kept in local storage and read back on the next visit', async () => {
    const first = await freshStore();
    first.updateCart((lines) => first.addLine(lines, 'var_1', 2, 4999));

    const next = await freshStore();

    expect(stored()).toEqual([{ variantId: 'var_1', quantity: 2, seenUnitCents: 4999 }]);
    expect(next.readCart()).toEqual({ lines: [{ variantId: 'var_1', quantity: 2, seenUnitCents: 4999 }], owner: 'browser' });
  });

  it('drops stored entries that are not cart lines instead of failing', async () => {
    fakes.items.set(key, JSON.stringify([{ variantId: 'ok', quantity: 1 }, { variantId: 'bad', quantity: 99 }, 'junk']));

    const { readCart } = await freshStore();

    expect(readCart().lines).toEqual([{ variantId: 'ok', quantity: 1 }]);
  });

  it('reads a corrupt entry as an empty cart', async () => {
    fakes.items.set(key, '{not json');

    const { readCart } = await freshStore();

    expect(readCart().lines).toEqual([]);
  });

  it('removes the entry when the last line goes', async () => {
    const { updateCart, addLine } = await freshStore();
    updateCart((lines) => addLine(lines, 'var_1'));

    updateCart(() => []);

    expect(fakes.items.has(key)).toBe(false);
  });
});

describe('signing in', () => {
  it("merges the browser's cart into the account's, clears it from the browser and shows the merged lines", async () => {
    fakes.items.set(key, JSON.stringify([{ variantId: 'var_1', quantity: 2 }]));
    const merged = [{ variantId: 'var_0', quantity: 1 }, { variantId: 'var_1', quantity: 2 }];
    api.apiSend.mockResolvedValue(view(merged));
    const { readCart } = await freshStore();

    fakes.signIn('user-1');

    await vi.waitFor(() => expect(readCart().owner).toBe('account'));
    expect(api.apiSend).toHaveBeenCalledWith('POST', '/api/cart/merge', { body: { lines: [{ variantId: 'var_1', quantity: 2 }] } });
    expect(readCart().lines).toEqual(merged);
    expect(fakes.items.has(key)).toBe(false);
  });

  it("only reads the account's cart when the browser's is empty", async () => {
    api.apiGet.mockResolvedValue(view([{ variantId: 'var_9', quantity: 3 }]));
    const { readCart } = await freshStore();

    fakes.signIn('user-1');

    await vi.waitFor(() => expect(readCart().lines).toEqual([{ variantId: 'var_9', quantity: 3 }]));
    expect(api.apiSend).not.toHaveBeenCalled();
  });

  it("saves later changes to the account's cart", async () => {
    api.apiGet.mockResolvedValue(view([]));
    api.apiSend.mockResolvedValue(view([]));
    const { readCart, updateCart, addLine } = await freshStore();
    fakes.signIn('user-1');
    await vi.waitFor(() => expect(readCart().owner).toBe('account'));

    updateCart((lines) => addLine(lines, 'var_2'));

    await vi.waitFor(() => expect(api.apiSend).toHaveBeenCalledWith('PUT', '/api/cart', { body: { lines: [{ variantId: 'var_2', quantity: 1 }] } }));
    expect(fakes.items.has(key)).toBe(false);
  });

  it('puts the lines back in the browser when the merge fails, so nothing is lost', async () => {
    fakes.items.set(key, JSON.stringify([{ variantId: 'var_1', quantity: 2 }]));
    api.apiSend.mockRejectedValue(new Error('offline'));
    const { readCart } = await freshStore();

    fakes.signIn('user-1');

    await vi.waitFor(() => expect(readCart().owner).toBe('browser'));
    expect(readCart().lines).toEqual([{ variantId: 'var_1', quantity: 2 }]);
    expect(stored()).toEqual([{ variantId: 'var_1', quantity: 2 }]);
  });

  it('merges a line added while the first merge was on its way, without counting the first lines twice', async () => {
    fakes.items.set(key, JSON.stringify([{ variantId: 'var_1', quantity: 1 }]));
    let finishFirst: (value: unknown) => void = () => undefined;
    api.apiSend.mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)));
    api.apiSend.mockResolvedValueOnce(view([{ variantId: 'var_1', quantity: 1 }, { variantId: 'var_2', quantity: 1 }]));
    const { readCart, updateCart, addLine } = await freshStore();
    fakes.signIn('user-1');
    await vi.waitFor(() => expect(api.apiSend).toHaveBeenCalledTimes(1));

    updateCart((lines) => addLine(lines, 'var_2'));
    finishFirst(view([{ variantId: 'var_1', quantity: 1 }]));

    await vi.waitFor(() => expect(readCart().owner).toBe('account'));
    expect(api.apiSend).toHaveBeenLastCalledWith('POST', '/api/cart/merge', { body: { lines: [{ variantId: 'var_2', quantity: 1 }] } });
    expect(readCart().lines).toEqual([{ variantId: 'var_1', quantity: 1 }, { variantId: 'var_2', quantity: 1 }]);
  });
});
