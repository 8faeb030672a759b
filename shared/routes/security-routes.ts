import * as z from 'zod';
import { safeText } from '../http/safe-text';
import type { AdminOrderDetail } from '../orders/admin-order-views';
import { ruleChange, ruleIds } from '../security/detection-rules';
import type { AlertList, FraudAlertView, GeoActivity, GeoRestrictionView, HeldOrderView, RiskyUserView, RuleView, SecurityOverview, SecuritySummary, ThreatLists, UserSecurityView } from '../security/security-views';
import { route } from './define-route';
import { cursor, id } from './route-fields';

const orderParams = z.strictObject({ orderId: id });
const alertId = z.string().regex(/^[A-Za-z0-9_-]{26}$/, 'Not an alert id');
const countryCode = z
  .string()
  .trim()
  .transform((c) => c.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'Country code must be 2 letters'));

/** Held orders' review and the Security page's alerts, rules and restrictions (issue 17). Part of `routes`. */
export const securityRoutes = {
  adminApproveOrder: route<AdminOrderDetail>()({
    method: 'POST',
    path: '/api/admin/orders/{orderId}/approve',
    handler: 'security/review-orders',
    role: 'employee',
    needs: { table: 'write', secrets: ['payments', 'order-links'], email: true, sendsTo: ['search-index', 'tracking'] },
    summary: 'Approves an order held for review: its reserved keys are sold to it and delivered as after any payment. Audited.',
    request: { params: orderParams },
  }),
  adminRejectOrder: route<AdminOrderDetail>()({
    method: 'POST',
    path: '/api/admin/orders/{orderId}/reject',
    handler: 'security/review-orders',
    role: 'employee',
    needs: { table: 'write', secrets: ['payments', 'order-links'], email: true, sendsTo: ['search-index', 'tracking'] },
    summary: 'Rejects an order held for review: the payment is refunded in full and its reserved keys go back to stock. Audited.',
    maxBodyBytes: 2048,
    request: { params: orderParams, body: z.strictObject({ reason: safeText().trim().min(1, 'Give a reason').max(400, 'At most 400 characters') }) },
  }),
  adminSecuritySummary: route<SecuritySummary>()({
    method: 'GET',
    path: '/api/admin/security/summary',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'The Security page’s cards: unresolved alerts, high-risk users, VPN detections and blocked attempts in 24 h, active rules, held orders.',
    request: {},
  }),
  adminSecurityOverview: route<SecurityOverview>()({
    method: 'GET',
    path: '/api/admin/security/overview',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'The dashboard’s security overview: threats, high-risk alerts, blocked attempts, VPN detections and unique threat IPs in 24 h with trends, categories over 7 days, the last 2 hours’ threats.',
    request: {},
  }),
  adminUserSecurity: route<UserSecurityView>()({
    method: 'GET',
    path: '/api/admin/users/{userId}/security',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'A user’s risk score (back-office §9) with its parts, classification, and 20 newest fraud alerts.',
    request: { params: z.strictObject({ userId: id }) },
  }),
  adminThreatLists: route<ThreatLists>()({
    method: 'GET',
    path: '/api/admin/security/threats',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'Threat Detection: the newest 100 VPN, proxy and Tor detections and the 100 most recently seen browser fingerprints.',
    request: {},
  }),
  adminRiskyUsers: route<RiskyUserView[]>()({
    method: 'GET',
    path: '/api/admin/security/risky-users',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'The riskiest users as last scored (back-office §9): blocked, then review, then trusted users with some risk, by score; 20 at most.',
    request: { query: z.strictObject({ limit: z.coerce.number().int().min(1).max(20).default(20) }) },
  }),
  adminHeldOrders: route<HeldOrderView[]>()({
    method: 'GET',
    path: '/api/admin/security/held-orders',
    handler: 'security/security-admin-api',
    role: 'employee',
    summary: 'Orders the risk rules hold for a decision, oldest first, with their score and reasons.',
    request: {},
  }),
  adminListAlerts: route<AlertList>()({
    method: 'GET',
    path: '/api/admin/security/alerts',
    handler: 'security/security-admin-api',
    role: 'admin',
    needs: { secrets: ['cursor'] },
    summary: 'Fraud alerts newest first: all, unresolved or resolved, or one user’s or one address’s (back-office §2, 100 a page).',
    request: {
      query: z.strictObject({
        cursor,
        limit: z.coerce.number().int().min(1).max(100).default(100),
        state: z.enum(['all', 'unresolved', 'resolved']).default('all'),
        userId: id.optional(),
        ip: z.ipv4().or(z.ipv6()).optional(),
      }),
    },
  }),
  adminResolveAlert: route<FraudAlertView>()({
    method: 'POST',
    path: '/api/admin/security/alerts/{alertId}/resolve',
    handler: 'security/security-admin-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Marks a fraud alert resolved, with who and when (back-office §4); resolving twice changes nothing.',
    request: { params: z.strictObject({ alertId }) },
  }),
  adminListRules: route<RuleView[]>()({
    method: 'GET',
    path: '/api/admin/security/rules',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'Every detection rule as it runs: stored settings over the defaults.',
    request: {},
  }),
  adminUpdateRule: route<RuleView>()({
    method: 'PATCH',
    path: '/api/admin/security/rules/{ruleId}',
    handler: 'security/security-admin-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Switches a detection rule on or off or tunes its thresholds, severity and action. Audited.',
    maxBodyBytes: 1024,
    request: { params: z.strictObject({ ruleId: z.enum(ruleIds) }), body: ruleChange },
  }),
  adminListGeoRestrictions: route<GeoRestrictionView[]>()({
    method: 'GET',
    path: '/api/admin/security/geo-restrictions',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'Blocked and flagged countries and cities, with the checkouts each refused or flagged.',
    request: {},
  }),
  adminGeoActivity: route<GeoActivity>()({
    method: 'GET',
    path: '/api/admin/security/geo-activity',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'Geographic Security’s logs of the last two days, newest first: checkouts from blocked or flagged places, and the callers the rate limits refused (50 each).',
    request: {},
  }),
  adminPutGeoRestriction: route<GeoRestrictionView>()({
    method: 'PUT',
    path: '/api/admin/security/geo-restrictions/{countryCode}',
    handler: 'security/security-admin-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Blocks or flags a country, or one of its cities. Audited.',
    maxBodyBytes: 1024,
    request: {
      params: z.strictObject({ countryCode }),
      body: z.strictObject({
        city: safeText().trim().max(80, 'At most 80 characters').optional(),
        action: z.enum(['block', 'flag']),
        reason: safeText().trim().max(200, 'At most 200 characters').optional(),
      }),
    },
  }),
  adminDeleteGeoRestriction: route<{ deleted: boolean }>()({
    method: 'DELETE',
    path: '/api/admin/security/geo-restrictions/{countryCode}',
    handler: 'security/security-admin-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Lifts a country’s restriction, or one city’s (`?city=`). Audited.',
    request: { params: z.strictObject({ countryCode }), query: z.strictObject({ city: safeText().trim().max(80).optional() }) },
  }),
} as const;
