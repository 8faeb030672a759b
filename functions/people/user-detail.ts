import type { AdminUserDetail } from '../../shared/people/admin-user-views';
import { resolveRole, type StaffRole } from '../../shared/auth/role-resolution';
import { NotFoundError } from '../../shared/errors/domain-errors';
import { auditOfActor, auditOfSubject } from '../lib/audit/staff-audit';
import type { Deps } from '../lib/deps';
import { profileOf } from '../identity/profile-record';
import { riskViewOf } from '../security/risk/user-risk-reads';
import { figuresOf, later } from './user-rows';

const auditPage = 20;
const recentOrderCount = 5;

/**
 * A user as the back office sees them (back-office §2, user detail): each part one Query or GetItem, all at once. The
 * role history, staff actions and orders show their latest entries; the full history stays in the table.
 */
export async function userDetail(deps: Pick<Deps, 'store' | 'cursors'>, userId: string): Promise<AdminUserDetail> {
  const { user, roleRecord, roleAuditEntry, userOrderStats, userSessionTally, order, userRiskProfile } = deps.store.entities;
  const [profile, roles, roleAudit, about, by, stats, orders, tally, risk] = await Promise.all([
    user.get({ userId }).go(),
    roleRecord.query.byUser({ userId }).go({ pages: 'all' }),
    roleAuditEntry.query.byUser({ userId }).go({ limit: auditPage, order: 'desc' }),
    auditOfSubject(deps, { subjectType: 'user', subjectId: userId }, { limit: auditPage }),
    auditOfActor(deps, userId, { limit: auditPage }),
    userOrderStats.get({ userId }).go(),
    order.query.byOwner({ ownerKey: userId }).go({ limit: recentOrderCount, order: 'desc' }),
    userSessionTally.get({ userId }).go(),
    userRiskProfile.get({ userId }).go(),
  ]);
  if (!profile.data) throw new NotFoundError('User not found');
  const figures = figuresOf(stats.data);
  return {
    profile: profileOf(profile.data),
    role: resolveRole(roles.data),
    roles: roles.data.map((r) => ({ role: r.role as StaffRole, isActive: r.isActive, updatedBy: r.updatedBy, updatedAt: r.updatedAt })),
    roleAudit: roleAudit.data.map((e) => ({ at: e.at, role: e.role as StaffRole, wasActive: e.wasActive ?? null, isActive: e.isActive, changedBy: e.changedBy })),
    auditAbout: about.items,
    auditBy: by.items,
    figures,
    recentOrders: orders.data.map((o) => ({
      orderId: o.orderId,
      orderNumber: o.orderNumber,
      createdAt: o.createdAt,
      status: o.status,
      totalCents: o.totalCents,
      currency: o.currency,
      items: o.items.reduce((n, i) => n + i.quantity, 0),
    })),
    risk: riskViewOf(risk.data),
    sessions: tally.data?.sessions ?? 0,
    lastActivityAt: later(later(figures.lastOrderAt, profile.data.updatedAt), tally.data?.lastSessionAt),
  };
}
