import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyExportPage } from '../../shared/inventory/inventory-views';
import { ServiceUnavailableError } from '../../shared/errors/domain-errors';
import type { KeyCipher } from '../lib/adapters/kms/key-cipher';
import type { Deps } from '../lib/deps';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { exportVariantKeys } from './export-keys-use-case';
import { storeKeys } from './store-keys';

describe("a variant's key export", () => {
  let deps: Deps;
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    gateway = await startTestGateway();
    admin = await gateway.tokenFor('admin', 'export-admin');
  });
  afterAll(() => gateway.close());

  const exportPage = async (variantId: string, body: Record<string, unknown>, token = admin) => {
    const res = await fetch(`${gateway.url}/api/admin/variants/${variantId}/keys/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'user-agent': 'ExportTest/1.0' },
      body: JSON.stringify(body),
    });
    return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as KeyExportPage & { errors?: { path: string; message: string }[] } };
  };
  const stocked = async (secrets: string[]) => {
    const { variants } = await seedProduct(deps, { name: `Export ${randomUUID().slice(0, 6)}` }, [{}]);
    const variantId = variants[0]!.variantId;
    await storeKeys(deps, variantId, secrets, 'export-importer');
    return variantId;
  };
  const rowsOf = (csv: string) => parse(csv, { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
  /** A key id may start with '-' (base64url), which the file writes behind the formula guard's apostrophe. */
  const idOf = (row: Record<string, string>) => row.key_id!.replace(/^'(?=-)/, '');
  const exportsOf = async (variantId: string) =>
    (await deps.store.entities.staffAuditEntry.query.bySubject({ subjectType: 'variant', subjectId: variantId }).go()).data.filter((e) => e.action === 'keys.exported');
  const revealsOf = async (keyIds: string[]) => (await Promise.all(keyIds.map(async (keyId) => (await deps.store.entities.keyRevealAudit.query.byKey({ keyId }).go()).data))).flat();
  const fresh = (n: number) => Array.from({ length: n }, (_, i) => `EXP-${i}-${randomUUID().toUpperCase()}`);

  it('gives an admin the masked keys as RFC 4180 CSV, opens no secret and records the export without a reveal', async () => {
    const secrets = fresh(3);
    const variantId = await stocked(secrets);

    const res = await exportPage(variantId, {});

    expect(res.status).toBe(200);
    expect(res.cacheControl).toBe('no-store');
    expect(res.body).toMatchObject({ keys: 3, decrypted: false, nextCursor: null, fileName: expect.stringMatching(new RegExp(`^keys-${variantId}-masked-\\d{4}-\\d{2}-\\d{2}\\.csv$`)) });
    expect(res.body.csv.startsWith('key_id,status,key,created_at,created_by,sold_at,order_id\r\n')).toBe(true);
    const rows = rowsOf(res.body.csv);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.status === 'available' && r.key!.includes('*') && r.created_by === 'export-importer')).toBe(true);
    expect(secrets.some((s) => res.body.csv.includes(s))).toBe(false);
    expect(await exportsOf(variantId)).toEqual([expect.objectContaining({ actorId: 'export-admin', actorRole: 'admin', after: expect.objectContaining({ decrypted: false, keys: 3 }) })]);
    expect(await revealsOf(rows.map(idOf))).toEqual([]);
  });

  it('gives an admin the decrypted keys only after recording a reveal of each key and one staff entry listing them', async () => {
    const secrets = fresh(4);
    const variantId = await stocked(secrets);

    const res = await exportPage(variantId, { decrypted: true });

    expect(res.status).toBe(200);
    const rows = rowsOf(res.body.csv);
    expect(rows.map((r) => r.key).sort()).toEqual([...secrets].sort());
    expect(res.body.fileName).toContain('-decrypted-');
    const [entry, ...others] = await exportsOf(variantId);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ actorId: 'export-admin', after: { decrypted: true, keys: 4 } });
    const after = entry!.after as { exportId: string; keyIds: string[] };
    expect([...after.keyIds].sort()).toEqual(rows.map(idOf).sort());
    const reveals = await revealsOf(after.keyIds);
    expect(reveals).toHaveLength(4);
    expect(reveals.every((r) => r.exportId === after.exportId && r.actor === 'export-admin' && r.actorRole === 'admin' && r.variantId === variantId && r.userAgent === 'ExportTest/1.0' && r.orderId === undefined)).toBe(true);
  });

  it('records a reveal of every key of a page larger than one transaction', async () => {
    // 120 keys and the staff entry: a first transaction of 100 items and a second of 21.
    const secrets = fresh(120);
    const variantId = await stocked(secrets);

    const res = await exportPage(variantId, { decrypted: true, limit: 500 });

    expect(res.body.keys).toBe(120);
    const keyIds = rowsOf(res.body.csv).map(idOf);
    const reveals = await revealsOf(keyIds);
    expect(new Set(reveals.map((r) => r.keyId)).size).toBe(120);
    expect(reveals).toHaveLength(120);
  });

  it('writes keys that look like formulas so a spreadsheet shows them instead of running them', async () => {
    const variantId = await stocked(['=HYPERLINK("http://evil.test","x")', '+CMD-1234-ABCD', 'ok,key"quoted"']);

    const res = await exportPage(variantId, { decrypted: true });

    expect(rowsOf(res.body.csv).map((r) => r.key).sort()).toEqual(["'+CMD-1234-ABCD", '\'=HYPERLINK("http://evil.test","x")', 'ok,key"quoted"']);
    expect(res.body.csv).toContain('"ok,key""quoted"""');
  });

  it('pages a large export, the header only on the first page, each page audited for its own keys', async () => {
    const secrets = fresh(5);
    const variantId = await stocked(secrets);

    const first = await exportPage(variantId, { decrypted: true, limit: 2 });
    const second = await exportPage(variantId, { decrypted: true, limit: 2, cursor: first.body.nextCursor });
    const third = await exportPage(variantId, { decrypted: true, limit: 2, cursor: second.body.nextCursor });
    const crossed = await exportPage(variantId, { decrypted: false, limit: 2, cursor: first.body.nextCursor });

    expect([first.body.keys, second.body.keys, third.body.keys]).toEqual([2, 2, 1]);
    expect(third.body.nextCursor).toBeNull();
    expect(second.body.csv.startsWith('key_id')).toBe(false);
    expect(rowsOf(first.body.csv + second.body.csv + third.body.csv).map((r) => r.key).sort()).toEqual([...secrets].sort());
    expect((await exportsOf(variantId)).map((e) => (e.after as { keys: number }).keys).sort()).toEqual([1, 2, 2]);
    // A masked export cannot continue a decrypted one's file: the cursor is bound to what it was issued for.
    expect(crossed.status).toBe(400);
  });

  it('exports one state only when asked', async () => {
    const variantId = await stocked(fresh(3));
    const [sold] = (await deps.store.entities.productKey.query.byVariant({ variantId }).go({ limit: 1 })).data;
    await deps.store.entities.productKey.patch({ keyId: sold!.keyId }).set({ status: 'sold', orderId: 'order-export-1', soldAt: new Date().toISOString() }).go();

    const res = await exportPage(variantId, { status: 'sold' });

    const rows = rowsOf(res.body.csv);
    expect(rows.map(idOf)).toEqual([sold!.keyId]);
    expect(rows).toEqual([expect.objectContaining({ status: 'sold', order_id: 'order-export-1' })]);
  });

  it('refuses employees and shoppers, masked or decrypted, and records nothing for them', async () => {
    const variantId = await stocked(fresh(2));
    const employee = await gateway.tokenFor('employee', 'export-employee');
    const shopper = await gateway.tokenFor('user', 'export-shopper');

    const answers = await Promise.all([exportPage(variantId, {}, employee), exportPage(variantId, { decrypted: true }, employee), exportPage(variantId, {}, shopper)]);

    expect(answers.map((a) => a.status)).toEqual([403, 403, 403]);
    expect(answers.every((a) => a.body.csv === undefined)).toBe(true);
    expect(await exportsOf(variantId)).toEqual([]);
  });

  it('refuses a bad request with 400 and an unknown variant with 404', async () => {
    const variantId = await stocked(fresh(1));

    const answers = await Promise.all([
      exportPage(variantId, { limit: 0 }),
      exportPage(variantId, { limit: 501 }),
      exportPage(variantId, { decrypted: 'yes' }),
      exportPage(variantId, { status: 'lost' }),
      exportPage(variantId, { everything: true }),
      exportPage('no-such-variant', {}),
    ]);

    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 404]);
    expect(answers[0]!.body.errors?.[0]?.path).toBe('body.limit');
    expect(await exportsOf(variantId)).toEqual([]);
  });

  it('exports and records nothing when the keys cannot be decrypted', async () => {
    const variantId = await stocked(fresh(2));
    const broken = { ...deps.keyCipher, decryptDataKey: () => Promise.reject(new Error('KMS unavailable')) } as KeyCipher;
    const viewer = { caller: { userId: 'export-admin', role: 'admin' as const }, ip: '198.51.100.9', userAgent: 'test' };

    const attempt = exportVariantKeys({ ...deps, keyCipher: broken }, viewer, { variantId, decrypted: true, limit: 10 });

    await expect(attempt).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(await exportsOf(variantId)).toEqual([]);
    const keyIds = (await deps.store.entities.productKey.query.byVariant({ variantId }).go()).data.map((k) => k.keyId);
    expect(await revealsOf(keyIds)).toEqual([]);
  });
});
