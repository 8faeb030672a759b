import * as z from 'zod';
import { safeText } from '../http/safe-text';
import type { DashboardView } from '../people/dashboard-view';
import { userRiskFilters, userRoleFilters, type AdminUserDetail, type AdminUserPage } from '../people/admin-user-views';
import type { UserActivityPage, UserSessionsView } from '../people/user-tracking-views';
import { route } from './define-route';
import { cursor, id } from './route-fields';

/** The back office's routes for dashboard, users and their detail (back-office §7, issue 15). Part of `routes`. */
export const adminPeopleRoutes = {
  adminDashboard: route<DashboardView>()({
    method: 'GET',
    path: '/api/admin/dashboard',
    handler: 'people/people-api',
    role: 'employee',
    summary: "The dashboard's figures from counters and bounded Queries: products, today's and (admins only) all-time sales, the latest 5 orders, the top 3 platforms, configuration counts.",
    request: {},
  }),
  adminListUsers: route<AdminUserPage>()({
    method: 'GET',
    path: '/api/admin/users',
    handler: 'people/people-api',
    role: 'admin',
    needs: { secrets: ['cursor'] },
    summary: 'Users newest first, or found by name, e-mail or username, filtered by role and by risk classification (trusted, review, blocked), each with their risk score.',
    request: {
      query: z.strictObject({
        q: safeText().trim().min(2, 'Type at least 2 characters to search').max(100).optional(),
        role: z.enum(userRoleFilters).optional(),
        risk: z.enum(userRiskFilters).optional(),
        cursor,
        limit: z.coerce.number().int().min(1).max(100).default(25),
      }),
    },
  }),
  adminGetUser: route<AdminUserDetail>()({
    method: 'GET',
    path: '/api/admin/users/{userId}',
    handler: 'people/people-api',
    role: 'admin',
    needs: { secrets: ['cursor'] },
    summary: "A user's profile, roles and role history, staff actions about and by them, order figures and latest 5 orders.",
    request: { params: z.strictObject({ userId: id }) },
  }),
  adminListUserSessions: route<UserSessionsView>()({
    method: 'GET',
    path: '/api/admin/users/{userId}/sessions',
    handler: 'people/people-api',
    role: 'admin',
    summary: "A user's 20 newest tracking sessions, newest first: one Query of the sessions' by-user index.",
    request: { params: z.strictObject({ userId: id }) },
  }),
  adminListUserActivity: route<UserActivityPage>()({
    method: 'GET',
    path: '/api/admin/users/{userId}/activity',
    handler: 'people/people-api',
    role: 'admin',
    summary: "A user's 50 newest activities (pages, products, clicks, buying steps) across their sessions, newest first, by bounded Queries.",
    request: { params: z.strictObject({ userId: id }) },
  }),
} as const;
