import type { StaffAuditView } from '../audit/staff-audit';
import type { Profile } from '../auth/profile';
import type { StaffRole } from '../auth/role-resolution';
import type { OrderStatus } from '../orders/order-status';

/** The user list's role filter (back-office §2): `user` means neither employee nor admin. */
export const userRoleFilters = ['admin', 'employee', 'user'] as const;
export type UserRoleFilter = (typeof userRoleFilters)[number];

/** The risk filter's values (back-office §2): the classification of the user's back-office §9 risk score. */
export const userRiskFilters = ['trusted', 'review', 'blocked'] as const;
export type UserRiskFilter = (typeof userRiskFilters)[number];

/** A user's order figures, kept on write in the settling transaction. */
export interface UserOrderFigures {
  orders: number;
  /** Paid in USD cents, before refunds. */
  spentCents: number;
  lastOrderAt: string | null;
}

/** One row of the back office's user list (back-office §2 columns). */
export interface AdminUserRow {
  userId: string;
  fullName: string | null;
  email: string | null;
  username: string | null;
  country: string | null;
  createdAt: string | null;
  role: 'admin' | 'employee' | 'user';
  /** Active staff roles, for the row's toggles. */
  activeRoles: StaffRole[];
  /** The user's risk as last scored on write (functions/security/risk): a user with no risk is trusted at 0. */
  risk: UserRiskView;
  orders: number;
  /** Tracking sessions linked to the user (`userSessionTally`); 0 when none were recorded. */
  sessions: number;
  /** The latest of the last session's start, the last order and the last profile change. */
  lastActivityAt: string | null;
}

export interface AdminUserPage {
  items: AdminUserRow[];
  nextCursor: string | null;
}

/** A user's back-office §9 risk score and its classification (trusted, review, blocked). */
export interface UserRiskView {
  score: number;
  classification: UserRiskFilter;
}

export interface RoleAuditView {
  at: string;
  role: StaffRole;
  wasActive: boolean | null;
  isActive: boolean;
  changedBy: string;
}

export interface UserOrderView {
  orderId: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  totalCents: number;
  currency: string;
  items: number;
}

/** `GET /api/admin/users/{userId}`: the profile, roles and their history, staff activity about and by the user, and orders. */
export interface AdminUserDetail {
  profile: Profile;
  role: 'admin' | 'employee' | 'user';
  roles: { role: StaffRole; isActive: boolean; updatedBy: string; updatedAt: string }[];
  /** Newest first, the latest 20. */
  roleAudit: RoleAuditView[];
  /** Staff actions about this user, newest first (the latest 20). */
  auditAbout: StaffAuditView[];
  /** Staff actions this user took, newest first (the latest 20). */
  auditBy: StaffAuditView[];
  figures: UserOrderFigures;
  recentOrders: UserOrderView[];
  risk: UserRiskView;
  /** Tracking sessions linked to the user (`userSessionTally`); 0 when none were recorded. */
  sessions: number;
  lastActivityAt: string | null;
}
