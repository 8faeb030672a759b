import * as z from 'zod';
import type { AudienceExportFile, AudienceSummary, NotifyRequestPage, SubscriberPage } from '../audience/audience-views';
import { route } from './define-route';
import { cursor, id } from './route-fields';

const pageQuery = { cursor, limit: z.coerce.number().int().min(1).max(100).default(25) };

/**
 * The Audience screen (issue 37, point 14): newsletter subscribers and "notify me" requests. Staff (employees and admins)
 * see the lists and counts, and export them: the back office gives an export to whoever may read the list it copies
 * (search-index, translation and key exports sit on admin-only screens and are admin-only; the orders CSV, on a staff
 * screen, is the staff's). A file of e-mail addresses leaves the back office, so each export is audited. Part of `routes`.
 */
export const adminAudienceRoutes = {
  adminAudienceSummary: route<AudienceSummary>()({
    method: 'GET',
    path: '/api/admin/audience',
    handler: 'audience/audience-api',
    role: 'employee',
    summary: 'Subscribed and unsubscribed counts, and "notify me" requests per variant (product, platform, region, edition, waiting), from tallies kept on write.',
    request: {},
  }),
  adminListSubscribers: route<SubscriberPage>()({
    method: 'GET',
    path: '/api/admin/audience/subscribers',
    handler: 'audience/audience-api',
    role: 'employee',
    needs: { secrets: ['cursor'] },
    summary: 'Newsletter subscribers who consented and have not unsubscribed, newest consent first, with consent time and source.',
    request: { query: z.strictObject(pageQuery) },
  }),
  adminExportSubscribers: route<AudienceExportFile>()({
    method: 'GET',
    path: '/api/admin/audience/subscribers/export',
    handler: 'audience/audience-api',
    role: 'employee',
    needs: { table: 'write' },
    timeoutSeconds: 29,
    summary: 'The consenting subscribers as CSV (RFC 4180, formula cells neutralised), newest first, up to the export limit; audited.',
    request: { query: z.strictObject({}) },
  }),
  adminListNotifyRequests: route<NotifyRequestPage>()({
    method: 'GET',
    path: '/api/admin/audience/notify-requests',
    handler: 'audience/audience-api',
    role: 'employee',
    needs: { secrets: ['cursor'] },
    summary: '"Notify me" requests, newest first (or one variant\'s, by e-mail), each with its variant and whether the person is on the newsletter.',
    request: { query: z.strictObject({ ...pageQuery, variantId: id.optional() }) },
  }),
  adminExportNotifyRequests: route<AudienceExportFile>()({
    method: 'GET',
    path: '/api/admin/audience/notify-requests/export',
    handler: 'audience/audience-api',
    role: 'employee',
    needs: { table: 'write' },
    timeoutSeconds: 29,
    summary: '"Notify me" requests as CSV (all, or one variant\'s) with their variant and newsletter standing, up to the export limit; audited.',
    request: { query: z.strictObject({ variantId: id.optional() }) },
  }),
} as const;
