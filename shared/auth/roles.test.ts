import { describe, expect, it } from 'vitest';
import { effectiveRole, roles, satisfiesRole, type Role } from './roles';

describe('effectiveRole', () => {
  it.each<[string, Role, string[] | undefined, boolean]>([
    ['a signed-out visitor, whatever groups are claimed', 'public', ['admin'], false],
    ['a signed-in user without groups', 'user', undefined, true],
    ['a signed-in user with an empty group list', 'user', [], true],
    ['a member of unrelated groups', 'user', ['beta-testers'], true],
    ['an employee', 'employee', ['employee'], true],
    ['an admin', 'admin', ['admin'], true],
    ['someone in both staff groups, listed employee first', 'admin', ['employee', 'admin'], true],
  ])('gives %s the %s role', (_case, expected, groups, signedIn) => {
    expect(effectiveRole(groups, signedIn)).toBe(expected);
  });
});

describe('satisfiesRole', () => {
  const allowed: Record<Role, Role[]> = {
    public: ['public', 'user', 'employee', 'admin'],
    user: ['user', 'employee', 'admin'],
    employee: ['employee', 'admin'],
    admin: ['admin'],
  };
  const matrix = roles.flatMap((required) => roles.map((actual) => [actual, required, allowed[required].includes(actual)] as const));

  it.each(matrix)('lets %s use a route for %s: %s', (actual, required, expected) => {
    expect(satisfiesRole(actual, required)).toBe(expected);
  });
});
