import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyImportResult, RevealedInventoryKey } from '../../shared/inventory/inventory-views';
import type { Deps } from '../lib/deps';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';

describe('keys in the back office over HTTP', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    gateway = await startTestGateway();
    admin = await gateway.tokenFor('admin', 'keys-admin');
  });
  afterAll(() => gateway.close());

  const send = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${gateway.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  const variantOf = async (productType: 'key' | 'account' | 'gift_card' = 'key', platformId = 'steam') => {
    const { variants } = await seedProduct(deps, { productType }, [{ platformId }]);
    return variants[0]!;
  };
  const importKeys = (variantId: string, keys: string[]) => send<KeyImportResult>('POST', `/api/admin/variants/${variantId}/keys`, { keys });
  const state = async (v: { productId: string; variantId: string }) => ({
    stored: (await deps.store.entities.productKey.query.byVariant({ variantId: v.variantId }).go({ pages: 'all' })).data.length,
    counter: (await deps.store.entities.variant.get(v).go({ consistent: true })).data!.availableKeys,
  });

  it('refuses keys already stored and keys repeated within the import, names them masked, and imports the rest', async () => {
    const variant = await variantOf();
    await importKeys(variant.variantId, ['AAAA-1111-BBBB-2222']);

    const res = await importKeys(variant.variantId, ['CCCC-3333-DDDD-4444', 'aaaa 1111 bbbb 2222', 'EEEE-5555-FFFF-6666', 'cccc-3333-dddd-4444']);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ imported: 2, availableKeys: 3, message: 'Added 2 keys with AES-256 encryption; 2 duplicates refused' });
    expect(res.body.refused).toEqual([
      { line: 2, maskedKey: 'aaaa***********2222', reason: 'already stored' },
      { line: 4, maskedKey: 'cccc***********4444', reason: 'repeated in this import' },
    ]);
    expect(await state(variant)).toEqual({ stored: 3, counter: 3 });
  });

  it('names a refused key by the line it was pasted on when the client dropped blank lines before sending', async () => {
    const variant = await variantOf();
    // Five pasted lines, the third blank, the fifth repeating the first: the back office sends four keys and their lines.
    const res = await send<KeyImportResult>('POST', `/api/admin/variants/${variant.variantId}/keys`, {
      keys: ['LINE-ONE-0001', 'LINE-TWO-0002', 'LINE-FOUR-0004', 'LINE-ONE-0001'],
      lines: [1, 2, 4, 5],
    });

    expect(res.status).toBe(201);
    expect(res.body.refused).toEqual([{ line: 5, maskedKey: expect.any(String), reason: 'repeated in this import' }]);
  });

  it('names a bad key and a bad account line by their pasted lines, and refuses line numbers that do not match the keys', async () => {
    const [key, account] = [await variantOf(), await variantOf('account')];
    const post = (variantId: string, body: unknown) => send<{ detail: string; errors: { path: string; message: string }[] }>('POST', `/api/admin/variants/${variantId}/keys`, body);

    const badKey = await post(key.variantId, { keys: ['GOOD-KEY-0001', ' SPACED '], lines: [2, 7] });
    const badAccount = await post(account.variantId, { keys: ['player@mail.test:pw1', 'no-password-here'], lines: [1, 3] });
    const tooFew = await post(key.variantId, { keys: ['GOOD-KEY-0001', 'GOOD-KEY-0002'], lines: [1] });
    const falling = await post(key.variantId, { keys: ['GOOD-KEY-0001', 'GOOD-KEY-0002'], lines: [3, 2] });

    expect(badKey.status).toBe(400);
    expect(badKey.body.errors).toEqual([{ path: 'body.keys.1', message: 'Line 7: a key cannot start or end with spaces' }]);
    expect(badAccount.body.errors).toEqual([{ path: 'body.keys.1', message: 'Line 3: an account must be username:password or email:password' }]);
    expect([tooFew.status, tooFew.body.errors[0]]).toEqual([400, { path: 'body.lines', message: 'Give one line number for each key' }]);
    expect([falling.status, falling.body.errors[0]]).toEqual([400, { path: 'body.lines', message: 'Line numbers must rise with each key' }]);
    expect(await state(key)).toEqual({ stored: 0, counter: 0 });
  });

  it('refuses a key stored on another variant of the same platform, but not one on another platform', async () => {
    const [steamA, steamB, xbox] = [await variantOf('key', 'steam'), await variantOf('key', 'steam'), await variantOf('key', 'xbox')];
    await importKeys(steamA.variantId, ['SHARED-KEY-0001']);

    const again = await importKeys(steamB.variantId, ['SHARED-KEY-0001']);
    const elsewhere = await importKeys(xbox.variantId, ['SHARED-KEY-0001']);

    expect(again.body).toMatchObject({ imported: 0, refused: [{ line: 1, reason: 'already stored' }] });
    expect(elsewhere.body).toMatchObject({ imported: 1, refused: [] });
  });

  it('stores each key once when two admins import the same keys at the same moment, with the counter exact', async () => {
    const variant = await variantOf();
    const keys = Array.from({ length: 120 }, (_, i) => `RACE-${String(i).padStart(4, '0')}-KEY`);

    const answers = await Promise.all([importKeys(variant.variantId, keys), importKeys(variant.variantId, [...keys].reverse())]);

    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[0]!.body.imported + answers[1]!.body.imported).toBe(120);
    expect(answers[0]!.body.refused.length + answers[1]!.body.refused.length).toBe(120);
    expect(await state(variant)).toEqual({ stored: 120, counter: 120 });
  });

  it('checks account lines for a login and a password and stores none of a batch with a bad line', async () => {
    const variant = await variantOf('account');

    const bad = await send<{ errors: { path: string; message: string }[] }>('POST', `/api/admin/variants/${variant.variantId}/keys`, { keys: ['player@mail.test:pw1', 'no-password-here'] });
    const good = await importKeys(variant.variantId, ['player@mail.test:pw1', 'gamer_2:pw2', 'PLAYER@mail.test:other']);

    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'body.keys.1', message: 'Line 2: an account must be username:password or email:password' }]);
    expect(good.body).toMatchObject({ imported: 2, refused: [{ line: 3, reason: 'repeated in this import' }] });
    expect(await state(variant)).toEqual({ stored: 2, counter: 2 });
  });

  it('reveals a key to an admin only after auditing who, when, from where and with what, twice over', async () => {
    const variant = await variantOf();
    await importKeys(variant.variantId, ['REVEAL-ME-0001-XYZ']);
    const [key] = (await deps.store.entities.productKey.query.byVariant({ variantId: variant.variantId }).go()).data;

    const res = await send<RevealedInventoryKey>('POST', `/api/admin/variants/${variant.variantId}/keys/${key!.keyId}/reveal`, undefined, { 'user-agent': 'KeysTest/1.0' });
    const employee = await fetch(`${gateway.url}/api/admin/variants/${variant.variantId}/keys/${key!.keyId}/reveal`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await gateway.tokenFor('employee')}` },
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ keyId: key!.keyId, key: 'REVEAL-ME-0001-XYZ' });
    expect(employee.status).toBe(403);
    const reveals = (await deps.store.entities.keyRevealAudit.query.byKey({ keyId: key!.keyId }).go()).data;
    expect(reveals).toEqual([expect.objectContaining({ actor: 'keys-admin', actorRole: 'admin', variantId: variant.variantId, userAgent: 'KeysTest/1.0', ip: expect.any(String) })]);
    expect(reveals[0]!.orderId).toBeUndefined();
    // No order's reveals: ElectroDB files order-less reveals under the empty order id, the inventory's own list.
    const raw = (await deps.store.entities.keyRevealAudit.query.byKey({ keyId: key!.keyId }).go({ data: 'raw' })).data as unknown as { Items: Record<string, unknown>[] };
    expect(raw.Items[0]!.gsi1pk).toBe('$neonkeys#orderid_');
    const staff = (await deps.store.entities.staffAuditEntry.query.bySubject({ subjectType: 'key', subjectId: key!.keyId }).go()).data;
    expect(staff).toEqual([expect.objectContaining({ action: 'key.revealed', actorId: 'keys-admin' })]);
  });

  it('answers 404 for a key of another variant and audits nothing', async () => {
    const [a, b] = [await variantOf(), await variantOf()];
    await importKeys(a.variantId, ['WRONG-VARIANT-KEY-1']);
    const [key] = (await deps.store.entities.productKey.query.byVariant({ variantId: a.variantId }).go()).data;

    const res = await send('POST', `/api/admin/variants/${b.variantId}/keys/${key!.keyId}/reveal`);

    expect(res.status).toBe(404);
    expect((await deps.store.entities.keyRevealAudit.query.byKey({ keyId: key!.keyId }).go()).data).toHaveLength(0);
  });
});
