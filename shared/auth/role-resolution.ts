import type { Role } from './roles';

/** The roles a role record can grant; everyone signed in is at least a user without one. */
export const staffRoles = ['employee', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export interface RoleRecordView {
  role: StaffRole;
  isActive: boolean;
}

const rank: Record<StaffRole, number> = { employee: 1, admin: 2 };

/**
 * Storefront §4 Role: employee and admin come from active role records, the highest one wins, and with
 * no active record the role is user. "Highest" is by privilege (admin over employee), not by the name's
 * alphabetical order, which would rank employee above admin.
 */
export function resolveRole(records: readonly RoleRecordView[]): Exclude<Role, 'public'> {
  let best: StaffRole | null = null;
  for (const record of records) {
    if (record.isActive && (best === null || rank[record.role] > rank[best])) best = record.role;
  }
  return best ?? 'user';
}
