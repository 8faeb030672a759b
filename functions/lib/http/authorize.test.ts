import { describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/auth/roles';
import { assertOwner, authorize } from './authorize';
import type { Caller } from './caller';
import { ForbiddenError, UnauthorizedError } from '../../../shared/errors/domain-errors';

const anonymous: Caller = { userId: null, username: null, email: null, groups: [], role: 'public' };
const signedIn = (role: Exclude<Role, 'public'>, userId = `${role}-1`): Caller => ({ userId, username: null, email: null, groups: role === 'user' ? [] : [role], role });

type Outcome = 'allowed' | 401 | 403;

function outcomeOf(act: () => void): Outcome {
  try {
    act();
    return 'allowed';
  } catch (error) {
    if (error instanceof UnauthorizedError) return 401;
    if (error instanceof ForbiddenError) return 403;
    throw error;
  }
}

describe('authorize', () => {
  it.each<[string, Role, Outcome, Caller]>([
    ['a visitor', 'public', 'allowed', anonymous],
    ['a visitor', 'user', 401, anonymous],
    ['a visitor', 'employee', 401, anonymous],
    ['a visitor', 'admin', 401, anonymous],
    ['a user', 'public', 'allowed', signedIn('user')],
    ['a user', 'user', 'allowed', signedIn('user')],
    ['a user', 'employee', 403, signedIn('user')],
    ['a user', 'admin', 403, signedIn('user')],
    ['an employee', 'user', 'allowed', signedIn('employee')],
    ['an employee', 'employee', 'allowed', signedIn('employee')],
    ['an employee', 'admin', 403, signedIn('employee')],
    ['an admin', 'employee', 'allowed', signedIn('admin')],
    ['an admin', 'admin', 'allowed', signedIn('admin')],
  ])('answers %s on a %s route with %s', (_who, required, expected, caller) => {
    expect(outcomeOf(() => authorize(caller, required))).toBe(expected);
  });

  it('tells a forbidden caller which role the endpoint needs', () => {
    expect(() => authorize(signedIn('employee'), 'admin')).toThrow('This endpoint needs the admin role; you have employee.');
  });
});

describe('assertOwner', () => {
  it.each<[string, Outcome, Caller]>([
    ['the owner', 'allowed', signedIn('user', 'owner-1')],
    ['another customer', 403, signedIn('user', 'someone-else')],
    ['a visitor', 403, anonymous],
    ['an employee', 'allowed', signedIn('employee')],
    ['an admin', 'allowed', signedIn('admin')],
  ])("answers %s acting on a customer's resource with %s", (_who, expected, caller) => {
    expect(outcomeOf(() => assertOwner(caller, 'owner-1'))).toBe(expected);
  });
});
