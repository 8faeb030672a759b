import type { OrderItemView, QueueView } from '../../../../../shared/orders/order-views';
import { isApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/i18n/format-date';
import { useFormatPrice } from '@/lib/currency/use-price';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { toast } from '@/lib/toast-store';
import type { OrderAccess } from '../api/order-access';
import { deliverableMessages } from '../deliverable/messages';
import { ordersMessages } from '../messages';
import { deliverableOf } from '../utils/deliverable';
import { ConfirmStep } from './confirm-step';

interface PreorderQueueNoteProps {
  orderId: string;
  item: OrderItemView;
  queue: QueueView;
  access: OrderAccess;
  onChanged(): void;
}

/** A pre-order line still waiting: its place in the queue, when it should arrive, and cancelling it for a full refund. */
export function PreorderQueueNote({ orderId, item, queue, access, onChanged }: PreorderQueueNoteProps) {
  const t = useMessages(ordersMessages);
  const d = useMessages(deliverableMessages);
  const deliverable = deliverableOf(item.productType);
  const { language } = usePreferences();
  const expected = formatDate(queue.expectedDeliveryDate, language);
  const amount = useFormatPrice().price(item.unitCents * queue.waiting);

  const cancel = async () => {
    try {
      await access.refund(orderId, { itemId: item.itemId });
      toast({ title: t('preorderCancelled'), description: t('refundDoneText', { amount }), variant: 'success' });
      onChanged();
    } catch (error) {
      toast({ title: t('refundFailed'), description: isApiError(error) ? (error.problem.detail ?? error.problem.title) : undefined, variant: 'destructive' });
    }
  };

  return (
    <div className="queue-note" data-testid="preorder-queue">
      <p className="queue-position">{d(`queuePosition_${deliverable}`, { position: queue.position, keysAhead: queue.keysAhead })}</p>
      <p className="muted">
        {d(`queueWaiting_${deliverable}`, { count: queue.waiting })}
        {expected && ` · ${t('expectedDelivery', { date: expected })}`}
      </p>
      <ConfirmStep
        label={t('cancelPreorder')}
        question={t('cancelPreorderText', { count: queue.waiting, amount })}
        confirmLabel={t('cancelPreorderConfirm')}
        onConfirm={cancel}
      />
    </div>
  );
}
