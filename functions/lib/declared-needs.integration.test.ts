import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../shared/routes/define-route';
import { routes } from '../../shared/routes/route-table';
import { useTestTable } from '../../test/integration/table';
import { TableAccessError } from './data/dynamo-client';
import { depsFor, type Deps, UndeclaredCapabilityError } from './deps';
import { allProviders } from './wiring/tool-deps';
import { keyCipherProvider } from './adapters/kms/key-cipher-provider';

describe("a function's adapters, held to what its table entry declares", () => {
  it('gives a read-only route a table client that reads and refuses every write before it reaches the table', async () => {
    await useTestTable();
    const { store } = depsFor((routes.getProduct as RouteDef).needs);

    await expect(store.entities.product.get({ productId: 'none' }).go()).resolves.toMatchObject({ data: null });
    await expect(store.entities.newsletterSubscription.put({ email: 'x@example.test' }).go()).rejects.toMatchObject({
      cause: expect.any(TableAccessError),
    });
  });

  it('lets the sign-up trigger put, and nothing else', async () => {
    await useTestTable();
    const { store } = depsFor({ table: 'put-only' });

    await expect(store.entities.user.get({ userId: 'none' }).go()).rejects.toMatchObject({ cause: expect.any(TableAccessError) });
  });

  it.each([
    ['product-key encryption', (d: Deps) => d.keyCipher],
    ['a queue', (d: Deps) => d.queues],
    ['the user pool', (d: Deps) => d.identityDirectory],
    ['the search index', (d: Deps) => d.searchIndex],
    ['the cursor secret', (d: Deps) => d.cursors],
    ['the site template', (d: Deps) => d.siteTemplate],
  ])('refuses to build %s for a route that did not declare it, even when its provider is wired in', (_what, reach) => {
    const d = depsFor((routes.getProduct as RouteDef).needs, allProviders);

    expect(() => reach(d)).toThrow(/did not declare/);
  });

  it('refuses an adapter the handler did not wire in, whatever the declaration says', () => {
    const d = depsFor(routes.adminImportKeys.needs, [keyCipherProvider]);

    expect(d.keyCipher).toBeDefined();
    expect(() => d.queues).toThrow(/does not wire in queues/);
  });

  it('builds what a route declares: key import gets the key cipher and its queues', () => {
    const d = depsFor(routes.adminImportKeys.needs, allProviders);

    expect(d.keyCipher).toBeDefined();
    expect(d.queues.preorders).toBeDefined();
    expect(() => d.identityDirectory).toThrow(UndeclaredCapabilityError);
  });

  it('hands a warm request the same adapters, and functions with equal declarations and wiring one shared set', () => {
    const uses = [keyCipherProvider];

    const first = depsFor(routes.adminImportKeys.needs, uses);

    // Compared by identity: printing a set of adapters would read (and build) every one.
    expect(depsFor(routes.adminImportKeys.needs, uses) === first).toBe(true);
    expect(depsFor({ ...routes.adminImportKeys.needs }, [keyCipherProvider]) === first).toBe(true);
    expect(depsFor(routes.adminImportKeys.needs, []) === first).toBe(false);
  });
});
