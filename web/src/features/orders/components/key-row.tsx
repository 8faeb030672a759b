import type { Deliverable } from '../../../../../shared/catalog/product-type-wording';
import type { OwnedKeyView } from '../../../../../shared/orders/order-views';
import { isApiError } from '@/lib/api-error';
import { useFormatPrice } from '@/lib/currency/use-price';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useMessages } from '@/lib/i18n/use-messages';
import { toast } from '@/lib/toast-store';
import type { OrderAccess } from '../api/order-access';
import { useReveal } from '../hooks/use-reveal';
import { deliverableMessages } from '../deliverable/messages';
import { ordersMessages } from '../messages';
import { keyStatusView } from '../utils/status-view';
import { ConfirmStep } from './confirm-step';
import { RevealPanel } from './reveal-panel';
import { StatusBadge } from './status-badge';

interface KeyRowProps {
  ownedKey: OwnedKeyView;
  access: OrderAccess;
  /** What a refund of this key returns, when known (the order page knows the unit price). */
  unitCents?: number;
  /** What the key is, when its product is known (the order page): a key unless said otherwise. */
  deliverable?: Deliverable;
  /** The key's order changed (revealed, refunded): read it again. */
  onChanged(): void;
}

/** One delivered key: masked, revealed on request, and refundable while the buyer has not seen it. */
export function KeyRow({ ownedKey, access, unitCents, deliverable = 'key', onChanged }: KeyRowProps) {
  const t = useMessages(ordersMessages);
  const d = useMessages(deliverableMessages);
  const text = useLocalized();
  const { price } = useFormatPrice();
  const reveal = useReveal(ownedKey, access, onChanged);
  const usable = ownedKey.status === 'delivered';
  const refundable = usable && ownedKey.refund.allowed && ownedKey.revealedAt === null && reveal.state.step === 'hidden';

  const name = text(ownedKey, 'productName');
  const refund = async () => {
    try {
      const result = await access.refund(ownedKey.orderId, { keyIds: [ownedKey.keyId] });
      toast({ title: t('refundDone'), description: t('refundDoneText', { amount: price(result.refundedCents) }), variant: 'success' });
      onChanged();
    } catch (error) {
      toast({ title: t('refundFailed'), description: isApiError(error) ? (error.problem.detail ?? error.problem.title) : undefined, variant: 'destructive' });
    }
  };

  const refundStep = refundable && (
    <ConfirmStep
      label={t('refund')}
      accessibleLabel={d(`refundLabel_${deliverable}`, { name })}
      question={unitCents === undefined ? t('refundTextPlain') : d(`refundText_${deliverable}`, { amount: price(unitCents) })}
      confirmLabel={t('refundConfirm')}
      variant="ghost"
      onConfirm={refund}
    />
  );

  return (
    <li className="key-row" data-testid="key-row">
      {!usable && <StatusBadge view={keyStatusView[ownedKey.status]} />}
      {usable ? (
        <RevealPanel
          state={reveal.state}
          maskedKey={ownedKey.maskedKey}
          productName={name}
          deliverable={deliverable}
          alreadyRevealed={reveal.alreadyRevealed}
          onAsk={reveal.ask}
          onConfirm={reveal.confirm}
          onCancel={reveal.cancel}
          onCopy={(key) => void reveal.copy(key)}
          onHide={reveal.hide}
          actions={refundStep}
        />
      ) : (
        <code className="key-code key-masked">{ownedKey.maskedKey}</code>
      )}
    </li>
  );
}
