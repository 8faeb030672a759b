import { beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../test/integration/gateway';
import { useTestTable } from '../../../test/integration/table';
import type { Deps } from '../deps';
import { currentRole } from './current-role';

describe("a caller's role", () => {
  let deps: Deps;
  let gateway: TestGateway;
  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
    return () => gateway.close();
  });
  const records = () => deps.store.entities.roleRecord;

  it('comes from the active role records, the highest winning, and is user without any', async () => {
    await records().put([
      { userId: 'both-roles', role: 'employee', isActive: true, updatedBy: 'test' },
      { userId: 'both-roles', role: 'admin', isActive: true, updatedBy: 'test' },
      { userId: 'revoked-admin', role: 'admin', isActive: false, updatedBy: 'test' },
    ]).go();

    await expect(currentRole(deps, 'both-roles')).resolves.toBe('admin');
    await expect(currentRole(deps, 'revoked-admin')).resolves.toBe('user');
    await expect(currentRole(deps, 'nobody-special')).resolves.toBe('user');
  });

  it('is user when the lookup fails', async () => {
    const broken = { ...deps, store: { entities: { roleRecord: { query: { byUser: () => ({ go: () => Promise.reject(new Error('table down')) }) } } } } } as unknown as Deps;

    await expect(currentRole(broken, 'both-roles')).resolves.toBe('user');
  });

  it("stops opening admin routes once the record is revoked, though the caller's token still names the group", async () => {
    const token = await gateway.tokenFor('admin', 'soon-revoked');
    const keysOf = (auth: string) => fetch(`${gateway.url}/api/admin/variants/any-variant/keys`, { headers: { authorization: `Bearer ${auth}` } });

    const before = await keysOf(token);
    await records().patch({ userId: 'soon-revoked', role: 'admin' }).set({ isActive: false, updatedBy: 'admin-1' }).go();
    const after = await keysOf(token);

    expect(before.status).not.toBe(403);
    expect(after.status).toBe(403);
  });
});
