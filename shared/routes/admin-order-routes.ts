import * as z from 'zod';
import { safeText } from '../http/safe-text';
import type { AdminOrderDetail, AdminOrderList, OrderMailResult } from '../orders/admin-order-views';
import { orderDateRangeProblems, type OrderDateRange } from '../orders/order-date-range';
import { orderKeyLookupBody, type KeyLookupResult } from '../orders/order-key-lookup';
import { fulfilmentStatuses, orderStatuses } from '../orders/order-status';
import type { RevealedKey } from '../orders/order-views';
import { interfaceLanguages } from '../translations/interface-languages';
import { route } from './define-route';
import { cursor, id } from './route-fields';

const orderParams = z.strictObject({ orderId: id });

/** An instant as the SPA sends it (any offset), kept as the UTC ISO string orders store their times in. */
const instant = z.iso.datetime({ offset: true, message: 'Must be a date and time in ISO 8601' }).transform((s) => new Date(s).toISOString());

/** The date range's rules (both ends or neither, in order, at most 366 days) as issues on their fields. */
const refineOrderDateRange = (range: OrderDateRange, ctx: z.RefinementCtx) => {
  for (const problem of orderDateRangeProblems(range)) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
};

/** The orders screen's filters, shared by its table and its CSV: status, fulfilment, typed text and the date range. */
const orderFilters = {
  status: z.enum(['all', ...orderStatuses]).default('all'),
  fulfilment: z.enum(['all', ...fulfilmentStatuses]).default('all'),
  q: safeText().trim().max(100).optional(),
  from: instant.optional(),
  to: instant.optional(),
};

/** The admin's hand-set status (back-office §4: any value); `version` is the order as the admin read it. */
export const adminOrderStatusBody = z.strictObject({
  status: z.enum(orderStatuses),
  fulfilmentStatus: z.enum(fulfilmentStatuses),
  version: z.number().int().min(1).max(1_000_000),
});

export const adminOrderNotesBody = z.strictObject({
  adminNotes: safeText({ multiline: true }).trim().max(2000, 'Notes can be at most 2,000 characters'),
});

/** The back office's routes for orders: list, detail, status, notes, re-delivery, e-mail (back-office §7, issue 15). Part of `routes`. */
export const adminOrderRoutes = {
  adminListOrders: route<AdminOrderList>()({
    method: 'GET',
    path: '/api/admin/orders',
    handler: 'admin-orders/orders-admin-api',
    role: 'employee',
    needs: { secrets: ['cursor'] },
    summary: "The store's orders, newest first, by status, fulfilment, creation dates (`from`/`to`, inclusive instants) or typed text (number, name, username, e-mail), with the counters' cards.",
    request: {
      query: z
        .strictObject({
          cursor,
          limit: z.coerce.number().int().min(1).max(100).default(100),
          ...orderFilters,
        })
        .superRefine(refineOrderDateRange),
    },
  }),
  adminExportOrders: route<string>()({
    method: 'GET',
    path: '/api/admin/orders/export',
    handler: 'admin-orders/orders-admin-api',
    role: 'employee',
    needs: { secrets: ['cursor'] },
    summary: 'The filtered orders, every page, as one CSV (RFC 4180, formulas guarded), at most 5,000 orders; headers in `lang`.',
    // Up to 50 pages of the list's Queries, one after another.
    timeoutSeconds: 29,
    request: {
      query: z.strictObject({ ...orderFilters, lang: z.enum(interfaceLanguages).default('en') }).superRefine(refineOrderDateRange),
    },
  }),
  adminFindOrderByKey: route<KeyLookupResult>()({
    method: 'POST',
    path: '/api/admin/orders/by-key',
    handler: 'admin-orders/find-order-by-key',
    role: 'employee',
    needs: { table: 'write', secrets: ['key-fingerprints'] },
    summary: "Who bought this key: the stored keys a pasted key (or its fingerprint) matches, by Get on their fingerprints, and the order holding each; audited.",
    maxBodyBytes: 2048,
    request: { body: orderKeyLookupBody },
  }),
  adminGetOrder: route<AdminOrderDetail>()({
    method: 'GET',
    path: '/api/admin/orders/{orderId}',
    handler: 'admin-orders/orders-admin-api',
    role: 'employee',
    summary: 'One order for staff: lines with masked keys, customer, payment, notes and the merged timeline of its events.',
    request: { params: orderParams },
  }),
  adminRevealOrderKey: route<RevealedKey>()({
    method: 'POST',
    path: '/api/admin/orders/{orderId}/keys/{keyId}/reveal',
    handler: 'admin-orders/reveal-key',
    role: 'employee',
    needs: { table: 'write', keys: ['decrypt'] },
    summary: "Decrypts one key of an order for staff, audited before it leaves; the buyer's refund right is untouched.",
    request: { params: z.strictObject({ orderId: id, keyId: id }) },
  }),
  adminSetOrderStatus: route<AdminOrderDetail>()({
    method: 'PUT',
    path: '/api/admin/orders/{orderId}/status',
    handler: 'admin-orders/orders-admin-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Sets the order and fulfilment status by hand, on the version read; audited; moves the status counters, never money or keys.',
    maxBodyBytes: 1024,
    request: { params: orderParams, body: adminOrderStatusBody },
  }),
  adminSetOrderNotes: route<AdminOrderDetail>()({
    method: 'PUT',
    path: '/api/admin/orders/{orderId}/notes',
    handler: 'admin-orders/orders-admin-api',
    role: 'employee',
    needs: { table: 'write' },
    summary: "Replaces the staff's notes on an order, audited.",
    maxBodyBytes: 8192,
    request: { params: orderParams, body: adminOrderNotesBody },
  }),
  adminRedeliverOrder: route<OrderMailResult>()({
    method: 'POST',
    path: '/api/admin/orders/{orderId}/redeliver',
    handler: 'admin-orders/orders-admin-api',
    role: 'employee',
    needs: { table: 'write', secrets: ['order-links'], email: true },
    summary: "Sends the keys-ready e-mail again: a link to the SAME keys, never a second key and never a key in the e-mail. Audited.",
    request: { params: orderParams },
  }),
  adminResendOrderEmail: route<OrderMailResult>()({
    method: 'POST',
    path: '/api/admin/orders/{orderId}/resend-email',
    handler: 'admin-orders/orders-admin-api',
    role: 'employee',
    needs: { table: 'write', secrets: ['order-links'], email: true },
    summary: 'Sends the order confirmation again to the delivery e-mail. Audited.',
    request: { params: orderParams },
  }),
} as const;
