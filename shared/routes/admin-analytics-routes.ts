import type { AnalyticsView, SystemConfigView } from '../analytics/analytics-view';
import { route } from './define-route';

/** The dashboard's analytics panel (back-office §2, issue 16). Part of `routes`. */
export const adminAnalyticsRoutes = {
  adminAnalytics: route<AnalyticsView>()({
    method: 'GET',
    path: '/api/admin/analytics',
    // Served by the dashboard's function: one more Lambda would cost the stack six resources for one read route.
    handler: 'people/people-api',
    role: 'employee',
    summary: "The analytics panel from counters kept on write: views, active users, purchases and average session over 24 hours, views per day, the 7 days' top 10 products, the 20 newest activities.",
    request: {},
  }),
  adminAnalyticsSystemConfig: route<SystemConfigView>()({
    method: 'GET',
    path: '/api/admin/analytics/system-config',
    handler: 'people/people-api',
    role: 'employee',
    summary: "The analytics panel's System Config tab: every language (active or not), region and platform.",
    request: {},
  }),
} as const;
