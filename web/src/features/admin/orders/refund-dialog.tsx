import { useState } from 'react';
import { apiSend } from '@/lib/api-client';
import { AdminDialog } from '../ui/admin-dialog';
import { FormField } from '../ui/form-field';
import { money } from '../ui/money';
import { useStaffAction } from '../ui/use-staff-action';
import { FormActions } from '../ui/form-actions';

export interface RefundTarget {
  orderId: string;
  /** One line; the whole order when absent. */
  itemId?: string;
  label: string;
  /** What the line or order cost, to say what is at stake; the server decides what is refundable. */
  amountCents: number;
}

/** Asks for the reason and confirms a refund; the dialog is the confirmation, its button says what it does. */
export function RefundDialog({ target, onClose, onDone }: { target: RefundTarget | null; onClose(): void; onDone(): void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refund = useStaffAction(
    (t: RefundTarget, why: string) => apiSend('POST', '/api/admin/orders/{orderId}/refund', { params: { orderId: t.orderId }, body: { reason: why, ...(t.itemId ? { itemId: t.itemId } : {}) } }),
    { success: (r) => `Refunded ${money(r.refundedCents, 'USD')} (${r.units} ${r.units === 1 ? 'unit' : 'units'})`, failure: 'Failed to refund order' },
  );
  const submit = async () => {
    if (!target) return;
    if (!reason.trim()) return setError('Give a reason');
    const done = await refund.run(target, reason.trim());
    if (done) {
      setReason('');
      setError(undefined);
      onDone();
    }
  };
  return (
    <AdminDialog open={target !== null} onClose={onClose} title={target?.itemId ? 'Refund this item' : 'Refund the whole order'}>
      <form
        className="admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>
          {target?.label}: up to {money(target?.amountCents ?? 0, 'USD')} goes back to the customer. Unrevealed keys return to stock; revealed keys are retired. This cannot be undone.
        </p>
        <FormField label="Reason" error={error}>
          <textarea value={reason} maxLength={400} onChange={(e) => setReason(e.currentTarget.value)} />
        </FormField>
        <FormActions label="Refund" pendingLabel="Refunding..." pending={refund.pending} onCancel={onClose} destructive />
      </form>
    </AdminDialog>
  );
}
