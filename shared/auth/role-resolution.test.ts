import { describe, expect, it } from 'vitest';
import { resolveRole, type RoleRecordView } from './role-resolution';

describe('resolving a role from role records', () => {
  it.each<[string, RoleRecordView[], string]>([
    ['no record', [], 'user'],
    ['an active employee record', [{ role: 'employee', isActive: true }], 'employee'],
    ['an active admin record', [{ role: 'admin', isActive: true }], 'admin'],
    ['admin and employee, both active', [{ role: 'employee', isActive: true }, { role: 'admin', isActive: true }], 'admin'],
    ['admin and employee in the other order', [{ role: 'admin', isActive: true }, { role: 'employee', isActive: true }], 'admin'],
    ['a revoked admin record beside an active employee one', [{ role: 'admin', isActive: false }, { role: 'employee', isActive: true }], 'employee'],
    ['only revoked records', [{ role: 'admin', isActive: false }, { role: 'employee', isActive: false }], 'user'],
  ])('gives %s the role %s', (_case, records, expected) => {
    expect(resolveRole(records)).toBe(expected);
  });
});
