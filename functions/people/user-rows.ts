import type { AdminUserRow, UserOrderFigures } from '../../shared/people/admin-user-views';
import { resolveRole, staffRoles, type StaffRole } from '../../shared/auth/role-resolution';
import type { RoleRecordItem } from '../lib/data/entities/role-record';
import type { UserItem } from '../lib/data/entities/user';
import type { UserOrderStatsItem } from '../lib/data/entities/user-order-stats';
import type { UserSessionTallyItem } from '../lib/data/entities/user-session-tally';
import type { Deps } from '../lib/deps';
import { risksOf } from '../security/risk/user-risk-reads';
import type { UserRiskView } from '../../shared/people/admin-user-views';

/** The later of two ISO times, either possibly absent. */
export const later = (a: string | null | undefined, b: string | null | undefined): string | null => (!a ? (b ?? null) : !b ? a : a > b ? a : b);

export const figuresOf = (stats: UserOrderStatsItem | null | undefined): UserOrderFigures => ({
  orders: stats?.orders ?? 0,
  spentCents: stats?.spentCents ?? 0,
  lastOrderAt: stats?.lastOrderAt ?? null,
});

/**
 * The list's rows for a page of user ids, in that order: profiles, role records, order figures, session tallies and risk
 * profiles in five BatchGets (never a read per row). A staff record whose user has no profile yet still lists, by id. Last Activity
 * is the latest of the last session's start, the last order and the last profile change: a per-event time would cost
 * a write per tracking event, which the tally, written once per session, avoids.
 */
export async function userRows(deps: Pick<Deps, 'store'>, userIds: readonly string[]): Promise<AdminUserRow[]> {
  if (userIds.length === 0) return [];
  const { user, roleRecord, userOrderStats, userSessionTally } = deps.store.entities;
  const keys = userIds.map((userId) => ({ userId }));
  const [users, roles, stats, tallies, risks] = await Promise.all([
    user.get(keys).go(),
    roleRecord.get(userIds.flatMap((userId) => staffRoles.map((role) => ({ userId, role })))).go(),
    userOrderStats.get(keys).go(),
    userSessionTally.get(keys).go(),
    risksOf(deps, userIds),
  ]);
  const byId = <T extends { userId: string }>(items: T[]) => new Map(items.map((i) => [i.userId, i]));
  const profiles = byId(users.data);
  const figures = byId(stats.data);
  const sessions = byId(tallies.data);
  const rolesOf = new Map<string, RoleRecordItem[]>();
  for (const r of roles.data) rolesOf.set(r.userId, [...(rolesOf.get(r.userId) ?? []), r]);
  return userIds.map((userId) => rowOf(userId, profiles.get(userId), rolesOf.get(userId) ?? [], figures.get(userId), sessions.get(userId), risks.get(userId)!));
}

function rowOf(userId: string, profile: UserItem | undefined, roles: RoleRecordItem[], stats: UserOrderStatsItem | undefined, tally: UserSessionTallyItem | undefined, risk: UserRiskView): AdminUserRow {
  const figures = figuresOf(stats);
  return {
    userId,
    fullName: profile?.fullName ?? null,
    email: profile?.email ?? null,
    username: profile?.username ?? null,
    country: profile?.country ?? null,
    createdAt: profile?.createdAt ?? null,
    role: resolveRole(roles),
    activeRoles: roles.filter((r) => r.isActive).map((r) => r.role as StaffRole),
    risk,
    orders: figures.orders,
    sessions: tally?.sessions ?? 0,
    lastActivityAt: later(later(figures.lastOrderAt, profile?.updatedAt), tally?.lastSessionAt),
  };
}
