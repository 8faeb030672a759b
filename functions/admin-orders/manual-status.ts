import { changedFields } from '../../shared/audit/staff-audit';
import { ConflictError, NotFoundError, UnprocessableError } from '../../shared/errors/domain-errors';
import type { AdminOrderDetail } from '../../shared/orders/admin-order-views';
import type { FulfilmentStatus, OrderStatus } from '../../shared/orders/order-status';
import { auditWrite, staffAuditItem } from '../lib/audit/staff-audit';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { statusCountWrites } from '../orders/order-status-counts';
import type { TxWrite } from '../orders/transaction-types';
import { describeOrder } from './order-detail';

export interface StatusChange {
  status: OrderStatus;
  fulfilmentStatus: FulfilmentStatus;
  /** The order's version when the admin read it. */
  version: number;
}

type StatusDeps = Pick<Deps, 'store' | 'now'>;

/**
 * An admin sets an order's statuses by hand (back-office §4 allows any value). Only the labels move, with the status
 * counters and the audit entry, in one transaction conditioned on the version the admin saw: no key, no refund, no
 * e-mail. The one refusal: a paid order cannot become `pending` again, which is the state the reservation sweep fails
 * and a payment settles, so either would then act on an order that was already settled.
 */
export async function setOrderStatus(deps: StatusDeps, caller: Pick<Caller, 'userId' | 'role'>, orderId: string, change: StatusChange): Promise<AdminOrderDetail> {
  const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data;
  if (!order) throw new NotFoundError('The requested order could not be found.');
  if (order.version !== change.version) throw staleOrder();
  if (change.status === 'pending' && order.status !== 'pending' && order.paidAt) {
    throw new UnprocessableError('A paid order cannot be set back to pending.', { fieldErrors: [{ path: 'body.status', message: 'Choose another status for a paid order' }] });
  }
  const next = { status: change.status, fulfilmentStatus: change.fulfilmentStatus };
  const diff = changedFields({ status: order.status, fulfilmentStatus: order.fulfilmentStatus }, next);
  if (Object.keys(diff.after).length === 0) return describeOrder(deps, order);
  const audit = staffAuditItem(deps, caller, {
    subjectType: 'order',
    subjectId: orderId,
    action: 'order.status',
    summary: `Status set by hand: ${describe(order.status, order.fulfilmentStatus)} → ${describe(change.status, change.fulfilmentStatus)}`,
    ...diff,
  });
  const result = await deps.store.transaction
    .write((tx) => [
      tx.order
        .patch({ orderId })
        .set({ ...next, version: order.version + 1 })
        .where(({ version }, { eq }) => eq(version, change.version))
        .commit() as TxWrite,
      ...statusCountWrites(tx, order.status, change.status),
      auditWrite(tx, audit) as TxWrite,
    ])
    .go();
  if (result.canceled) throw staleOrder();
  const updated = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data!;
  return describeOrder(deps, updated);
}

const describe = (status: string, fulfilment: string) => `${status.replace('_', ' ')} / ${fulfilment}`;

const staleOrder = () => new ConflictError('This order changed since you opened it. Reload it and try again.');
