import type { QuotedLine } from '../../../../../shared/orders/order-views';
import { CartLineSummary } from '@/components/cart/cart-line-summary';
import { cartLineMessages } from '@/components/cart/messages';
import { Button } from '@/components/ui/button';
import type { CartLine } from '@/lib/cart/cart-lines';
import type { LineNotice } from '@/lib/cart/reconcile-quote';
import { useMessages } from '@/lib/i18n/use-messages';
import { cartMessages } from '../messages';
import { QuantityStepper } from './quantity-stepper';

interface CartLineItemProps {
  line: CartLine;
  quoted: QuotedLine;
  country: string | null;
  notice: LineNotice | undefined;
  onQuantity(quantity: number): void;
  /** Removes the line; `name` is how the shopper saw it, for the announcement. */
  onRemove(name: string): void;
  onNavigate?: () => void;
}

/** A line of the cart with its quantity stepper and Remove. */
export function CartLineItem({ line, quoted, country, notice, onQuantity, onRemove, onNavigate }: CartLineItemProps) {
  const t = useMessages(cartMessages);
  const lineText = useMessages(cartLineMessages);
  const name = quoted.productId ? quoted.productName : lineText('noLongerAvailable');
  const buyable = quoted.maxQuantity > 0;
  return (
    <li>
      <CartLineSummary line={quoted} country={country} notice={notice} onNavigate={onNavigate}>
        <div className="cart-line-controls">
          {buyable && <QuantityStepper name={name} value={line.quantity} max={quoted.maxQuantity} onChange={onQuantity} />}
          <Button variant="ghost" className="cart-line-remove" aria-label={t('removeLabel', { name })} onClick={() => onRemove(name)}>
            {t('remove')}
          </Button>
        </div>
      </CartLineSummary>
    </li>
  );
}
