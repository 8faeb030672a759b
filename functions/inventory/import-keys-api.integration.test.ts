import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecret } from '../lib/adapters/kms/envelope';
import type { Deps } from '../lib/deps';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';

describe('staff key import over HTTP', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let variantId: string;
  let productId: string;
  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    const seeded = await seedProduct(deps);
    variantId = seeded.variants[0]!.variantId;
    productId = seeded.product.productId;
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  const importKeys = async (body: unknown, role?: 'user' | 'employee' | 'admin', headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}/api/admin/variants/${variantId}/keys`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(role ? { authorization: `Bearer ${await gateway.tokenFor(role)}` } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const storedKeys = async () => (await deps.store.entities.productKey.query.byVariant({ variantId }).go({ pages: 'all' })).data.length;
  const counter = async () => (await deps.store.entities.variant.get({ productId, variantId }).go({ consistent: true })).data!.availableKeys;

  it('lets an admin import keys and answers the new available count', async () => {
    const res = await importKeys({ keys: ['AAAAA-BBBBB-CCCCC', 'DDDDD-EEEEE-FFFFF'] }, 'admin');

    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ imported: 2, availableKeys: 2, refused: [], encryption: 'AES-256-GCM', message: 'Added 2 keys with AES-256 encryption' });
  });

  it.each([
    ['no token', undefined, 401],
    ['a customer', 'user' as const, 403],
    ['an employee', 'employee' as const, 403],
  ])('refuses %s and writes nothing', async (_, role, status) => {
    const before = await storedKeys();

    const res = await importKeys({ keys: ['ZZZZZ-ZZZZZ-ZZZZZ'] }, role);

    expect(res.status).toBe(status);
    expect(await storedKeys()).toBe(before);
  });

  it('rejects a forged token signed by another key', async () => {
    const res = await fetch(`${gateway.url}/api/me`, { headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' } });

    expect(res.status).toBe(401);
  });

  it.each([
    ['an empty key list', { keys: [] }, 'body.keys'],
    ['a blank key', { keys: ['GOOD-KEY-1', '   '] }, 'body.keys.1'],
    ['an unknown field', { keys: ['K-1'], price: 5 }, 'body'],
    ['a missing body', undefined, 'body'],
  ])('answers 400 with field errors for %s and writes nothing', async (_, body, field) => {
    const before = [await storedKeys(), await counter()];

    const res = await importKeys(body === undefined ? '' : body, 'admin');
    const problem = (await res.json()) as { errors: { path: string; message: string }[] };

    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(problem.errors.map((e) => e.path)).toContain(field);
    expect([await storedKeys(), await counter()]).toEqual(before);
  });

  it.each([
    ['a NUL inside a key', 'BAD\u0000KEY', 'a key contains a control character'],
    ['an escape sequence', '\u001b[31mRED', 'a key contains a control character'],
    ['an unpaired surrogate', 'KEY-\ud800-X', 'a key contains an unpaired surrogate character'],
    ['a leading space', ' KEY-LEAD', 'a key cannot start or end with spaces'],
    ['a trailing line break', 'KEY-TRAIL\n', 'a key cannot start or end with spaces'],
  ])('refuses %s with a 400 that names the line, and stores none of the batch', async (_case, bad, message) => {
    const before = [await storedKeys(), await counter()];

    // Raw JSON, so escapes such as a lone surrogate reach the server exactly as an attacker would send them.
    // eslint-disable-next-line no-control-regex -- the escapes are what this test sends
    const res = await importKeys(`{"keys":["GOOD-LINE-1","GOOD-LINE-2",${JSON.stringify(bad).replace(/[\u0000-\u001f\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}]}`, 'admin');
    const problem = (await res.json()) as { detail: string; errors: { path: string; message: string }[] };

    expect(res.status).toBe(400);
    expect(problem.errors).toEqual([{ path: 'body.keys.2', message: `Line 3: ${message}` }]);
    expect(problem.detail).toBe(`Line 3: ${message}`);
    expect([await storedKeys(), await counter()]).toEqual(before);
  });

  it('stores keys exactly as given, markup and inner spaces included, and shows them only masked', async () => {
    const res = await importKeys({ keys: ['<b>KEY</b> ONE', 'KEY  TWO'] }, 'admin');
    const listed = await fetch(`${gateway.url}/api/admin/variants/${variantId}/keys?limit=100`, {
      headers: { authorization: `Bearer ${await gateway.tokenFor('admin')}` },
    });

    const stored = (await deps.store.entities.productKey.query.byVariant({ variantId }).go({ pages: 'all' })).data;
    const opened = await Promise.all(stored.map((k) => openSecret(deps.keyCipher, k)));

    expect(res.status).toBe(201);
    expect(opened).toEqual(expect.arrayContaining(['<b>KEY</b> ONE', 'KEY  TWO']));
    expect(JSON.stringify(await listed.json())).not.toContain('<b>KEY</b>');
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await importKeys('{"keys": [', 'admin');

    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toBe('The request body is not valid JSON.');
  });

  it('answers 413 for a body above the route limit and writes nothing', async () => {
    const before = await storedKeys();
    const keys = Array.from({ length: 12_000 }, (_, i) => `${'X'.repeat(480)}-${i}`);

    const res = await importKeys({ keys }, 'admin');

    expect(res.status).toBe(413);
    expect(await storedKeys()).toBe(before);
  });

  it('puts a request id and security headers on every answer, errors included', async () => {
    const ok = await fetch(`${gateway.url}/api/products`);
    const bad = await fetch(`${gateway.url}/api/products?limit=0`);

    for (const res of [ok, bad]) {
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    }
    expect(((await bad.json()) as { requestId: string }).requestId).toBe(bad.headers.get('x-request-id'));
  });

  it('allows cross-origin reads only from the SPA origin', async () => {
    const own = await fetch(`${gateway.url}/api/products`, { headers: { origin: 'https://shop.test' } });
    const other = await fetch(`${gateway.url}/api/products`, { headers: { origin: 'https://evil.test' } });
    const preflight = await fetch(`${gateway.url}/api/products`, { method: 'OPTIONS', headers: { origin: 'https://evil.test' } });

    expect(own.headers.get('access-control-allow-origin')).toBe('https://shop.test');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.status).toBe(403);
  });

  it('tells the caller who they are and what role they hold', async () => {
    const res = await fetch(`${gateway.url}/api/me`, { headers: { authorization: `Bearer ${await gateway.tokenFor('employee', 'emp-7')}` } });

    expect(await res.json()).toEqual({ userId: 'emp-7', email: 'emp-7@example.test', role: 'employee', groups: ['employee'] });
  });
});
