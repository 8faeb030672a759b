import type { AdminUserPage, UserRiskFilter, UserRoleFilter } from '../../shared/people/admin-user-views';
import type { StaffRole } from '../../shared/auth/role-resolution';
import type { Deps } from '../lib/deps';
import { findByLookup } from '../lib/lookup/lookup-index';
import { usersInClass } from '../security/risk/user-risk-reads';
import { userRows } from './user-rows';

export interface UserListRequest {
  q?: string | undefined;
  role?: UserRoleFilter | undefined;
  risk?: UserRiskFilter | undefined;
  cursor?: string | undefined;
  limit: number;
}

type ListDeps = Pick<Deps, 'store' | 'cursors'>;

/**
 * The back office's user list (back-office §2), one Query per page whatever the filters:
 * - `q`: the lookup index (name, e-mail, username words), then the role filter on the rows found;
 * - `role=admin|employee`: the role records' by-role index, active holders only (an admin is not listed as employee);
 * - `role=user`: every user newest first, minus the staff, whom DynamoDB's filter drops while it fills the page;
 * - `risk=review|blocked` alone: that class's users riskiest first, from the risk profiles' class index;
 * - nothing: every user newest first.
 * Otherwise a risk filter is applied to the rows found, whose risk comes with them (a trusted user mostly has no
 * profile, so `risk=trusted` pages through users and leaves out the others): a page may then hold fewer than `limit`.
 */
export async function listUsers(deps: ListDeps, request: UserListRequest): Promise<AdminUserPage> {
  const page = { cursor: request.cursor, limit: request.limit };
  const { ids, nextCursor } = request.q
    ? await byLookup(deps, request.q, page)
    : request.role === 'admin' || request.role === 'employee'
      ? await byRole(deps, request.role, page)
      : request.risk && request.risk !== 'trusted' && !request.role
        ? await usersInClass(deps, request.risk, page)
        : await newest(deps, request.role === 'user', page);
  const rows = await userRows(deps, ids);
  const items = rows.filter((r) => (!request.role || r.role === request.role) && (!request.risk || r.risk.classification === request.risk));
  return { items, nextCursor };
}

type Page = { cursor?: string | undefined; limit: number };
type IdPage = { ids: string[]; nextCursor: string | null };

async function byLookup(deps: ListDeps, q: string, page: Page): Promise<IdPage> {
  const found = await findByLookup(deps, 'user', q, page);
  return { ids: found.refIds, nextCursor: found.nextCursor };
}

async function byRole(deps: ListDeps, role: StaffRole, page: Page): Promise<IdPage> {
  const result = await deps.cursors.page(page.cursor, { listing: 'users-by-role', filters: { role } }, (cursor) =>
    deps.store.entities.roleRecord.query
      .byRole({ role })
      .where(({ isActive }, { eq }) => eq(isActive, true))
      .go({ cursor, count: page.limit, limit: Math.max(page.limit, 25) }),
  );
  return { ids: result.data.map((r) => r.userId), nextCursor: result.nextCursor };
}

async function newest(deps: ListDeps, withoutStaff: boolean, page: Page): Promise<IdPage> {
  const staff = withoutStaff ? await activeStaffIds(deps) : [];
  const result = await deps.cursors.page(page.cursor, { listing: 'users', filters: { withoutStaff: withoutStaff ? 1 : 0 } }, (cursor) => {
    const query = deps.store.entities.user.query.newest({});
    const filtered = staff.length ? query.where(({ userId }, { ne }) => staff.map((id) => ne(userId, id)).join(' AND ')) : query;
    return filtered.go({ cursor, count: page.limit, limit: Math.max(page.limit, 25), order: 'desc', attributes: ['userId', 'createdAt'] });
  });
  return { ids: result.data.map((u) => u.userId), nextCursor: result.nextCursor };
}

/**
 * Every active staff member: a few dozen role records at most in a store's life, read from the by-role index. Staff
 * sizes beyond a few hundred would outgrow one filter expression; the security issue's per-user classification would
 * then be the place to keep a `role` on the profile.
 */
async function activeStaffIds(deps: ListDeps): Promise<string[]> {
  const holders = await Promise.all(
    (['admin', 'employee'] as const).map((role) =>
      deps.store.entities.roleRecord.query
        .byRole({ role })
        .where(({ isActive }, { eq }) => eq(isActive, true))
        .go({ pages: 'all', attributes: ['userId'] }),
    ),
  );
  return [...new Set(holders.flatMap((h) => h.data.map((r) => r.userId)))];
}
