import type { Role } from './roles';
import type { StaffRole } from './role-resolution';

/** The answer to granting or revoking a staff role. */
export interface RoleChange {
  userId: string;
  role: StaffRole;
  isActive: boolean;
  /** The user's role after the change, resolved from all their records. */
  effectiveRole: Exclude<Role, 'public'>;
  /** False when the record already had this state: nothing was written or audited. */
  changed: boolean;
  changedAt: string;
  changedBy: string;
  /** Whether the user pool groups were updated too; the records stay the source of truth either way. */
  groupsInSync: boolean;
}
