import type { AdminOrderDetail } from '../../../../../shared/orders/admin-order-views';
import { adminOrderNotesBody } from '../../../../../shared/routes/admin-order-routes';
import { apiSend } from '@/lib/api-client';
import { FormField } from '../ui/form-field';
import { Panel } from '../ui/page-parts';
import { useStaffAction } from '../ui/use-staff-action';
import { useZodForm } from '../ui/use-zod-form';

/** Admin Notes (staff write, audited) beside the customer's own notes, which staff only read. */
export function OrderNotes({ order, onSaved }: { order: AdminOrderDetail; onSaved(next: AdminOrderDetail): void }) {
  const form = useZodForm(adminOrderNotesBody, { adminNotes: order.adminNotes ?? '' });
  const save = useStaffAction(
    (adminNotes: string) => apiSend('PUT', '/api/admin/orders/{orderId}/notes', { params: { orderId: order.orderId }, body: { adminNotes } }),
    { success: 'Notes saved', failure: 'Failed to update order', generic: true },
  );
  return (
    <Panel title="Notes">
      <form
        className="admin-form"
        onSubmit={form.handleSubmit(async (values) => {
          const next = await save.run(values.adminNotes);
          if (next) onSaved(next);
        })}
      >
        <FormField label="Admin Notes" error={form.formState.errors.adminNotes?.message}>
          <textarea {...form.register('adminNotes')} />
        </FormField>
        <div>
          <button type="submit" className="btn btn-secondary" disabled={save.pending}>
            {save.pending ? 'Saving...' : 'Save notes'}
          </button>
        </div>
      </form>
      <h3>Customer notes</h3>
      <p className="admin-order-notes muted">{order.customerNotes ?? 'No notes from the customer.'}</p>
    </Panel>
  );
}
