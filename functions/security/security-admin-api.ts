import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { routeSwitch } from '../lib/http/route-switch';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { alertView, listAlerts } from './alerts/alert-listing';
import { namesOf } from './people-names';
import { resolveAlert } from './alerts/resolve-alert';
import { deleteGeoRestriction, listGeoRestrictions, putGeoRestriction } from './rules/geo-settings';
import { listRules, updateRule } from './rules/rule-settings';
import { heldOrders, securitySummary } from './security-summary';
import { securityOverview } from './security-overview';
import { userSecurity } from './user-security';
import { riskiestUsers } from './risk/user-risk-reads';
import { geoActivity } from './geo-activity';
import { threatLists } from './threat-lists';
import { sessionAnalytics } from './intelligence/session-analytics';
import { sessionBehaviour } from './intelligence/session-behaviour';
import { sessionCorrelation } from './intelligence/session-correlation';
import { sessionDetail } from './intelligence/session-detail';
import { listSessions } from './intelligence/session-list';
import { userTimeline } from './intelligence/user-timeline';

/**
 * The Security & Fraud page's routes (admin): alerts, detection rules, geographic restrictions; and the Enhanced User
 * Intelligence console's, which read the same signals. One Lambda for both screens.
 */
export const handler = routeSwitch([
  [routes.adminSecuritySummary, apiHandler(routes.adminSecuritySummary, ({ deps }) => securitySummary(deps))],
  [routes.adminSecurityOverview, apiHandler(routes.adminSecurityOverview, ({ deps }) => securityOverview(deps))],
  [routes.adminUserSecurity, apiHandler(routes.adminUserSecurity, ({ params, deps }) => userSecurity(deps, params.userId))],
  [routes.adminThreatLists, apiHandler(routes.adminThreatLists, ({ deps }) => threatLists(deps))],
  [routes.adminHeldOrders, apiHandler(routes.adminHeldOrders, ({ deps }) => heldOrders(deps))],
  [routes.adminListAlerts, apiHandler(routes.adminListAlerts, ({ query, deps }) => listAlerts(deps, query), { uses: [cursorsProvider] })],
  [
    routes.adminResolveAlert,
    apiHandler(routes.adminResolveAlert, async ({ params, caller, deps }) => {
      const resolved = await resolveAlert(deps, params.alertId, caller.userId ?? 'staff');
      return alertView(resolved, await namesOf(deps, [resolved.userId, resolved.resolvedBy]));
    }),
  ],
  [routes.adminListRules, apiHandler(routes.adminListRules, ({ deps }) => listRules(deps))],
  [routes.adminUpdateRule, apiHandler(routes.adminUpdateRule, ({ params, body, caller, deps }) => updateRule(deps, caller, params.ruleId, body))],
  [routes.adminListGeoRestrictions, apiHandler(routes.adminListGeoRestrictions, ({ deps }) => listGeoRestrictions(deps))],
  [routes.adminPutGeoRestriction, apiHandler(routes.adminPutGeoRestriction, ({ params, body, caller, deps }) => putGeoRestriction(deps, caller, params.countryCode, body))],
  [routes.adminGeoActivity, apiHandler(routes.adminGeoActivity, ({ deps }) => geoActivity(deps))],
  [routes.adminRiskyUsers, apiHandler(routes.adminRiskyUsers, ({ query, deps }) => riskiestUsers(deps, query.limit))],
  [routes.adminIntelSessions, apiHandler(routes.adminIntelSessions, ({ query, deps }) => listSessions(deps, query), { uses: [cursorsProvider] })],
  [routes.adminIntelAnalytics, apiHandler(routes.adminIntelAnalytics, ({ query, deps }) => sessionAnalytics(deps, query.range))],
  [routes.adminIntelSession, apiHandler(routes.adminIntelSession, ({ params, deps }) => sessionDetail(deps, params.sessionId))],
  [routes.adminIntelCorrelation, apiHandler(routes.adminIntelCorrelation, ({ params, query, deps }) => sessionCorrelation(deps, params.sessionId, query))],
  [routes.adminIntelBehaviour, apiHandler(routes.adminIntelBehaviour, ({ params, query, deps }) => sessionBehaviour(deps, params.sessionId, query))],
  [routes.adminIntelTimeline, apiHandler(routes.adminIntelTimeline, ({ params, query, deps }) => userTimeline(deps, params.userId, query))],
  [routes.adminDeleteGeoRestriction, apiHandler(routes.adminDeleteGeoRestriction, ({ params, query, caller, deps }) => deleteGeoRestriction(deps, caller, params.countryCode, query.city))],
]);
