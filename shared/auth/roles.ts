export const roles = ['public', 'user', 'employee', 'admin'] as const;
export type Role = (typeof roles)[number];

const rank: Record<Role, number> = { public: 0, user: 1, employee: 2, admin: 3 };

/** Effective role from Cognito groups: admin beats employee beats a signed-in user. */
export function effectiveRole(groups: readonly string[] | undefined, signedIn: boolean): Role {
  if (!signedIn) return 'public';
  if (groups?.includes('admin')) return 'admin';
  if (groups?.includes('employee')) return 'employee';
  return 'user';
}

/** Whether a caller with `actual` may use a route that requires `required`. */
export function satisfiesRole(actual: Role, required: Role): boolean {
  return rank[actual] >= rank[required];
}
