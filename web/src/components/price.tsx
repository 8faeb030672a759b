import type * as React from 'react';
import { useMessages } from '../lib/i18n/use-messages';
import { useFormatPrice, usePrice } from '../lib/currency/use-price';
import { componentMessages } from './messages';

type PriceProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  usdCents: number;
  /** A former price, shown struck through. */
  struck?: boolean;
  /** An amount about to be paid: say what is charged beside the estimate ('≈ €45.10 · charged $49.99 USD'). */
  charged?: boolean;
};

/**
 * A USD price in the visitor's currency. A converted amount is only an estimate (the store charges USD),
 * so it reads '≈ €12.34' with the 'Charged in USD' note as its tooltip and for screen readers.
 */
export function Price({ usdCents, struck = false, charged = false, className, ...props }: PriceProps) {
  const { format } = usePrice();
  const { price } = useFormatPrice();
  const t = useMessages(componentMessages);
  const { text, approximate } = format(usdCents);
  const Tag = struck ? 's' : 'span';
  // A struck former price needs no second '≈': the price beside it carries the note.
  if (!approximate || struck) {
    return (
      <Tag className={className} {...props}>
        {text}
      </Tag>
    );
  }
  return (
    <span className={className} title={t('chargedInUsd')} data-approximate="" {...props}>
      <span aria-hidden="true">≈ </span>
      <span className="visually-hidden">{t('approximatePrice')} </span>
      {text}
      {charged ? (
        <span className="charged-usd"> · {t('chargedUsd', { amount: price(usdCents, 'USD') })}</span>
      ) : (
        <span className="visually-hidden"> ({t('chargedInUsd')})</span>
      )}
    </span>
  );
}
