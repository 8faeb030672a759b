import { changedFields } from '../../shared/audit/staff-audit';
import { NotFoundError } from '../../shared/errors/domain-errors';
import type { AdminOrderDetail } from '../../shared/orders/admin-order-views';
import { auditWrite, staffAuditItem } from '../lib/audit/staff-audit';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import type { TxWrite } from '../orders/transaction-types';
import { describeOrder } from './order-detail';

/**
 * Replaces the staff's notes on an order, with its audit entry, in one transaction. The notes are not the system's
 * business, so the order's `version` stays: a settling payment or a refund never has to retry because of a note.
 */
export async function setOrderNotes(deps: Pick<Deps, 'store' | 'now'>, caller: Pick<Caller, 'userId' | 'role'>, orderId: string, adminNotes: string): Promise<AdminOrderDetail> {
  const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data;
  if (!order) throw new NotFoundError('The requested order could not be found.');
  const diff = changedFields({ adminNotes: order.adminNotes ?? '' }, { adminNotes });
  if (Object.keys(diff.after).length === 0) return describeOrder(deps, order);
  const audit = staffAuditItem(deps, caller, { subjectType: 'order', subjectId: orderId, action: 'order.notes', summary: adminNotes ? 'Admin notes updated' : 'Admin notes cleared', ...diff });
  const result = await deps.store.transaction
    .write((tx) => [
      (adminNotes
        ? tx.order.patch({ orderId }).set({ adminNotes })
        : tx.order.patch({ orderId }).remove(['adminNotes'])
      ).commit() as TxWrite,
      auditWrite(tx, audit) as TxWrite,
    ])
    .go();
  if (result.canceled) throw new NotFoundError('The requested order could not be found.');
  const updated = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data!;
  return describeOrder(deps, updated);
}
