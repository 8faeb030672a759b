import { monotonicFactory } from 'ulid';
import type { Role } from '../../shared/auth/roles';
import type { RoleChange } from '../../shared/auth/role-change';
import { resolveRole } from '../../shared/auth/role-resolution';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-errors';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { auditWrite, staffAuditItem } from '../lib/audit/staff-audit';

// Monotonic, so entries written in the same millisecond still list in the order they were made.
const ulid = monotonicFactory();

export interface RoleChangeRequest {
  adminId: string;
  userId: string;
  role: Exclude<Role, 'public' | 'user'>;
  isActive: boolean;
}

/**
 * Grants or revokes a staff role (back-office §6: admins manage roles). The record and its audit entry are
 * one conditional transaction on the state that was read, so two admins changing the same role at once
 * cannot both win unaudited; the user pool group follows, as a mirror.
 */
export async function changeUserRole(deps: Pick<Deps, 'store' | 'now' | 'identityDirectory'>, { adminId, userId, role, isActive }: RoleChangeRequest): Promise<RoleChange> {
  if (userId === adminId && role === 'admin' && !isActive) {
    throw new ConflictError('You cannot revoke your own admin role; ask another admin to do it.');
  }
  const { user, roleRecord } = deps.store.entities;
  if (!(await user.get({ userId }).go()).data) throw new NotFoundError(`There is no user ${userId}.`);
  const existing = (await roleRecord.get({ userId, role }).go()).data;
  const changedAt = deps.now().toISOString();
  const changed = existing?.isActive !== isActive;

  if (changed) {
    const result = await deps.store.transaction
      .write((tx) => [
        existing
          ? tx.roleRecord
              .patch({ userId, role })
              .set({ isActive, updatedBy: adminId })
              .where((attr, { eq }) => eq(attr.isActive, existing.isActive))
              .commit()
          : tx.roleRecord.create({ userId, role, isActive, updatedBy: adminId }).commit(),
        tx.roleAuditEntry
          .create({ userId, at: changedAt, entryId: ulid(), role, wasActive: existing?.isActive, isActive, changedBy: adminId })
          .commit(),
        // The staff log too, so the change shows among what this admin did and what was done to the user.
        auditWrite(
          tx,
          staffAuditItem(deps, { userId: adminId, role: 'admin' }, {
            subjectType: 'user',
            subjectId: userId,
            action: 'user.role',
            summary: `${isActive ? 'Granted' : 'Revoked'} ${role}`,
            before: { [role]: existing?.isActive ?? false },
            after: { [role]: isActive },
          }),
        ),
      ])
      .go();
    if (result.canceled) throw new ConflictError(`The ${role} role of ${userId} was changed by someone else meanwhile; reload and try again.`);
  }

  let groupsInSync = true;
  try {
    await deps.identityDirectory.setGroupMembership(userId, role, isActive);
  } catch (error) {
    groupsInSync = false;
    logger.error('role changed but the user pool group was not updated', { userId, role, isActive, error: error as Error });
  }
  const records = (await roleRecord.query.byUser({ userId }).go({ pages: 'all' })).data;
  return { userId, role, isActive, effectiveRole: resolveRole(records), changed, changedAt, changedBy: adminId, groupsInSync };
}
