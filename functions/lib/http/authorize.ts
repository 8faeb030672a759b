import type { Role } from '../../../shared/auth/roles';
import { satisfiesRole } from '../../../shared/auth/roles';
import type { Caller } from './caller';
import { ForbiddenError, UnauthorizedError } from '../../../shared/errors/domain-errors';

/** Server-side role check for every route; the JWT authorizer proves identity, this proves permission. */
export function authorize(caller: Caller, required: Role): void {
  if (required === 'public') return;
  if (!caller.userId) throw new UnauthorizedError('Sign in to use this endpoint.');
  if (!satisfiesRole(caller.role, required)) {
    throw new ForbiddenError(`This endpoint needs the ${required} role; you have ${caller.role}.`);
  }
}

/** Ownership check for customer resources: staff may act on any, a customer only on their own. */
export function assertOwner(caller: Caller, ownerId: string): void {
  if (caller.role === 'employee' || caller.role === 'admin') return;
  if (caller.userId !== ownerId) throw new ForbiddenError('This resource belongs to another account.');
}
