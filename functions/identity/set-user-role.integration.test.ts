import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleChange } from '../../shared/auth/role-change';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import type { Deps } from '../lib/deps';

describe('granting and revoking staff roles', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let adminToken: string;
  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
    adminToken = await gateway.tokenFor('admin', 'role-admin');
    await deps.store.entities.user.put([
      { userId: 'role-admin', email: 'role-admin@example.test', fullName: 'Role Admin' },
      { userId: 'future-staff', email: 'future-staff@example.test', fullName: 'Future Staff' },
      { userId: 'raced-staff', email: 'raced-staff@example.test', fullName: 'Raced Staff' },
    ]).go();
  });
  afterAll(() => gateway.close());

  const setRole = async (userId: string, role: string, body: unknown, token = adminToken) => {
    const res = await fetch(`${gateway.url}/api/admin/users/${userId}/roles/${role}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as RoleChange & { detail?: string } };
  };
  const auditOf = async (userId: string) => (await deps.store.entities.roleAuditEntry.query.byUser({ userId }).go()).data;

  it('grants employee, then admin, and revokes admin, each with an audit entry of who, when and what', async () => {
    const granted = await setRole('future-staff', 'employee', { isActive: true });
    const promoted = await setRole('future-staff', 'admin', { isActive: true });
    const demoted = await setRole('future-staff', 'admin', { isActive: false });

    expect(granted.body).toMatchObject({ userId: 'future-staff', role: 'employee', isActive: true, effectiveRole: 'employee', changed: true, changedBy: 'role-admin' });
    expect(promoted.body.effectiveRole).toBe('admin');
    expect(demoted.body).toMatchObject({ effectiveRole: 'employee', changed: true });
    const audit = await auditOf('future-staff');
    expect(audit.map(({ role, wasActive, isActive, changedBy }) => ({ role, wasActive, isActive, changedBy }))).toEqual([
      { role: 'employee', wasActive: undefined, isActive: true, changedBy: 'role-admin' },
      { role: 'admin', wasActive: undefined, isActive: true, changedBy: 'role-admin' },
      { role: 'admin', wasActive: true, isActive: false, changedBy: 'role-admin' },
    ]);
    expect(audit.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);
  });

  it('writes and audits nothing when the role already has that state', async () => {
    await setRole('raced-staff', 'employee', { isActive: true });
    const before = (await auditOf('raced-staff')).length;

    const again = await setRole('raced-staff', 'employee', { isActive: true });

    expect(again).toMatchObject({ status: 200, body: { changed: false, effectiveRole: 'employee' } });
    expect(await auditOf('raced-staff')).toHaveLength(before);
  });

  it('refuses to let an admin revoke their own admin role', async () => {
    const self = await setRole('role-admin', 'admin', { isActive: false });

    expect(self.status).toBe(409);
    expect(self.body.detail).toContain('your own admin role');
  });

  it('answers 404 for an unknown user and 400 for a role or body it does not know, writing nothing', async () => {
    const unknown = await setRole('no-such-user', 'employee', { isActive: true });
    const badRole = await setRole('future-staff', 'superuser', { isActive: true });
    const badBody = await setRole('future-staff', 'employee', { isActive: 'yes' });

    expect([unknown.status, badRole.status, badBody.status]).toEqual([404, 400, 400]);
    expect(await auditOf('no-such-user')).toHaveLength(0);
  });

  it('is for admins only: 401 without a token, 403 for an employee', async () => {
    const employeeToken = await gateway.tokenFor('employee', 'some-employee');
    const anonymous = await fetch(`${gateway.url}/api/admin/users/future-staff/roles/employee`, { method: 'PUT', body: '{"isActive":true}' });

    const asEmployee = await setRole('future-staff', 'employee', { isActive: true }, employeeToken);

    expect(anonymous.status).toBe(401);
    expect(asEmployee.status).toBe(403);
  });
});
