import * as z from 'zod';
import type { BehaviourView, CorrelationView, SessionAnalytics, SessionDetailView, SessionPage, UserTimelineView } from '../intelligence/console-views';
import { authFilters, riskFilters, sessionRanges } from '../intelligence/console-views';
import { route } from './define-route';
import { cursor, id } from './route-fields';

const sessionParams = z.strictObject({ sessionId: id });
/** §5: at most 2 characters, uppercased; empty means any country. */
const countryFilter = z
  .string()
  .trim()
  .max(2, 'Country code is at most 2 letters')
  .transform((c) => c.toUpperCase())
  .pipe(z.string().regex(/^([A-Z]{2})?$/, 'Country code must be 2 letters'))
  .transform((c) => c || undefined)
  .optional();
const fresh = z.enum(['true', 'false']).transform((v) => v === 'true').default(false);

/** The Enhanced User Intelligence console (intelligence §2, §7; issue 17). Admins only; part of `routes`. */
export const intelligenceRoutes = {
  adminIntelSessions: route<SessionPage>()({
    method: 'GET',
    path: '/api/admin/intelligence/sessions',
    handler: 'security/security-admin-api',
    role: 'admin',
    needs: { secrets: ['cursor'] },
    summary: 'Visitor sessions newest first within 1 h, 24 h or 7 d, by sign-in state, country, risk band or one user, each with its address’s verdict, risk, IP group and linked accounts.',
    request: {
      query: z.strictObject({
        cursor,
        limit: z.coerce.number().int().min(1).max(60).default(24),
        auth: z.enum(authFilters).default('all'),
        risk: z.enum(riskFilters).default('all'),
        range: z.enum(sessionRanges).default('24h'),
        country: countryFilter,
        user: id.optional(),
      }),
    },
  }),
  adminIntelAnalytics: route<SessionAnalytics>()({
    method: 'GET',
    path: '/api/admin/intelligence/analytics',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'The console’s Analytics tab for a range: sessions, distinct signed-in users, average duration and the top 5 countries, from counters kept on write.',
    request: { query: z.strictObject({ range: z.enum(sessionRanges).default('24h') }) },
  }),
  adminIntelSession: route<SessionDetailView>()({
    method: 'GET',
    path: '/api/admin/intelligence/sessions/{sessionId}',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'One session’s card with its journey: the first 10 page views with title, product and time on page.',
    request: { params: sessionParams },
  }),
  adminIntelCorrelation: route<CorrelationView>()({
    method: 'GET',
    path: '/api/admin/intelligence/sessions/{sessionId}/correlation',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'correlate_user_identity: the sessions sharing the device, address, subnet or network, compared on device, network, behaviour and timing, with linked users and risk indicators.',
    request: { params: sessionParams, query: z.strictObject({ fresh }) },
  }),
  adminIntelBehaviour: route<BehaviourView>()({
    method: 'GET',
    path: '/api/admin/intelligence/sessions/{sessionId}/behaviour',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'analyze_behavioral_patterns: bot likelihood and classification from the session’s events, compared with the window’s sessions.',
    request: {
      params: sessionParams,
      query: z.strictObject({ windowHours: z.coerce.number().int().min(1, 'At least 1 hour').max(168, 'At most 168 hours').default(24), fresh }),
    },
  }),
  adminIntelTimeline: route<UserTimelineView>()({
    method: 'GET',
    path: '/api/admin/intelligence/users/{userId}/timeline',
    handler: 'security/security-admin-api',
    role: 'admin',
    summary: 'get_user_timeline: the user’s profile, risk summary and sessions, direct and correlated, newest first, over the last days.',
    request: {
      params: z.strictObject({ userId: id }),
      query: z.strictObject({
        days: z.coerce.number().int().min(1, 'At least 1 day').max(90, 'At most 90 days').default(30),
        correlated: z.enum(['true', 'false']).transform((v) => v === 'true').default(true),
        fresh,
      }),
    },
  }),
};
