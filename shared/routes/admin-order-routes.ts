import * as z from 'zod';
import { safeText } from '../http/safe-text';
import type { AdminOrderDetail, AdminOrderList, OrderMailResult } from '../orders/admin-order-views';
import { fulfilmentStatuses, orderStatuses } from '../orders/order-status';
import type { RevealedKey } from '../orders/order-views';
import { route } from './define-route';
import { cursor, id } from './route-fields';

const orderParams = z.strictObject({ orderId: id });

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
    summary: "The store's orders, newest first, by status, fulfilment or typed text (number, name, username, e-mail), with the counters' cards.",
    request: {
      query: z.strictObject({
        cursor,
        limit: z.coerce.number().int().min(1).max(100).default(100),
        status: z.enum(['all', ...orderStatuses]).default('all'),
        fulfilment: z.enum(['all', ...fulfilmentStatuses]).default('all'),
        q: safeText().trim().max(100).optional(),
      }),
    },
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
