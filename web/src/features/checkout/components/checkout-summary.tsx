import { useId } from 'react';
import type { CartQuote } from '../../../../../shared/orders/order-views';
import { Price } from '@/components/price';
import { Button } from '@/components/ui/button';
import { useFormatPrice } from '@/lib/currency/use-price';
import { usePreferences } from '@/lib/preferences';
import { useMessages } from '@/lib/i18n/use-messages';
import { checkoutMessages } from '../messages';
import type { CheckoutFailure } from '../utils/checkout-failure';
import type { PayBlocker } from '../utils/region-acks';

interface CheckoutSummaryProps {
  quote: CartQuote;
  blockers: readonly PayBlocker[];
  redirecting: boolean;
  failure: CheckoutFailure | null;
}

const blockerKeys = { region_ack: 'blockRegion', not_purchasable: 'blockPurchasable', email: 'blockEmail' } as const;

/** The total in USD (and the estimate), why Pay is not ready yet, what the server refused, and Pay itself. */
export function CheckoutSummary({ quote, blockers, redirecting, failure }: CheckoutSummaryProps) {
  const t = useMessages(checkoutMessages);
  const { currency } = usePreferences();
  const { price } = useFormatPrice();
  const headingId = useId();
  const reasons = blockers.flatMap((b) => (b in blockerKeys ? [t(blockerKeys[b as keyof typeof blockerKeys])] : []));
  return (
    <aside className="checkout-card checkout-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('summary')}</h2>
      <p className="cart-subtotal">
        <span>{t('total')}</span>
        <Price charged usdCents={quote.subtotalCents} data-testid="checkout-total" />
      </p>
      {currency !== 'USD' && <p className="field-hint">{t('chargedNote')}</p>}
      {quote.lines.some((l) => l.delivery === 'preorder') && <p className="field-hint">{t('preorderNote')}</p>}
      <div className="checkout-status" aria-live="polite">
        {failure && <FailureNote failure={failure} />}
        {redirecting && <p>{t('redirecting')}</p>}
        {!redirecting && reasons.length > 0 && (
          <ul className="checkout-blockers" data-testid="pay-blockers">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </div>
      <Button type="submit" className="checkout-pay" disabled={blockers.length > 0} data-testid="pay-button">
        {t('pay', { amount: price(quote.subtotalCents, 'USD') })}
      </Button>
      <p className="field-hint">{t('secure')}</p>
    </aside>
  );
}

function FailureNote({ failure }: { failure: CheckoutFailure }) {
  const t = useMessages(checkoutMessages);
  const [title, text] =
    failure.status === 409
      ? [t('changedTitle'), t('changedText')]
      : failure.status === 422
        ? [t('regionTitle'), failure.message]
        : [t('failedTitle'), failure.status !== null && failure.status !== 500 && failure.message ? failure.message : t('failedText')];
  return (
    <div className="cart-alert" role="alert" data-testid="checkout-failure">
      <p>
        <strong>{title}</strong>
      </p>
      {text && <p>{text}</p>}
      {failure.other.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
