import { routes } from '../../shared/routes/route-table';
import { routeSwitch } from '../lib/http/route-switch';
import { handler as getAnalytics, systemConfigHandler as getAnalyticsSystemConfig } from '../analytics/get-analytics';
import { handler as getDashboard } from './get-dashboard';
import { handler as getUser } from './get-user';
import { handler as getUserActivity } from './get-user-activity';
import { handler as getUserSessions } from './get-user-sessions';
import { handler as listUsers } from './list-users';

/**
 * The dashboard and the users screens' routes: one Lambda, each route still
 * validated, authorised and wired by its own handler. One function per screen rather than per route keeps the stack
 * under CloudFormation's 500 resources; its IAM grant is the union of the routes' needs.
 */
export const handler = routeSwitch([
  [routes.adminDashboard, getDashboard],
  [routes.adminAnalytics, getAnalytics],
  [routes.adminAnalyticsSystemConfig, getAnalyticsSystemConfig],
  [routes.adminGetUser, getUser],
  [routes.adminListUserActivity, getUserActivity],
  [routes.adminListUserSessions, getUserSessions],
  [routes.adminListUsers, listUsers],
]);
