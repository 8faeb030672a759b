import type { StaffRole } from '../../../../shared/auth/role-resolution';

/** The user directory's group memberships (Cognito user pool groups on AWS), which mirror the role records. */
export interface IdentityDirectory {
  /** Adds the user to the role's group, or removes them from it; both are idempotent. */
  setGroupMembership(userId: string, group: StaffRole, member: boolean): Promise<void>;
}
