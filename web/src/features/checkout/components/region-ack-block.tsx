import { useId } from 'react';
import type { QuotedLine } from '../../../../../shared/orders/order-views';
import { regionText } from '@/components/cart/cart-line-summary';
import { cartLineMessages } from '@/components/cart/messages';
import { regionName } from '@/lib/i18n/catalog-terms';
import { localized } from '@/lib/i18n/localized';
import { useMessages } from '@/lib/i18n/use-messages';
import { usePreferences } from '@/lib/preferences';
import { checkoutMessages } from '../messages';

interface RegionAckBlockProps {
  lines: readonly QuotedLine[];
  /** The visitor's country as the quote saw it. */
  country: string | null;
  ticked: ReadonlySet<string>;
  onToggle(variantId: string, checked: boolean): void;
}

/** Storefront §8's region warning made explicit: each key that may not activate here needs its own tick before paying. */
export function RegionAckBlock({ lines, country, ticked, onToggle }: RegionAckBlockProps) {
  const t = useMessages(checkoutMessages);
  const lineText = useMessages(cartLineMessages);
  const { language } = usePreferences();
  const introId = useId();
  if (lines.length === 0) return null;
  return (
    <fieldset className="checkout-card checkout-region" aria-describedby={introId} data-testid="region-acks">
      <legend>{t('regionHeading')}</legend>
      <p id={introId} className="muted">
        {t('regionIntro')}
      </p>
      {lines.map((line) => (
        <div key={line.variantId} className="checkout-ack">
          <p className="checkout-ack-line">
            <strong>{localized(line, 'productName', language)}</strong> · {line.platform.name} · {regionName(line.region.code, language, line.region.name)}
          </p>
          <p className="cart-line-warning">{regionText(lineText, line, country) ?? line.regionCheck.message}</p>
          <label className="checkbox-field">
            <input type="checkbox" required checked={ticked.has(line.variantId)} onChange={(event) => onToggle(line.variantId, event.target.checked)} />
            <span>{country ? t('regionAck', { country }) : t('regionAckUnknown')}</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
