import { useMessages } from '@/lib/i18n/use-messages';
import { cartMessages } from '../messages';

interface QuantityStepperProps {
  name: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange(quantity: number): void;
}

/** 1 to `max` of one line, the most the server says can be bought now. */
export function QuantityStepper({ name, value, max, disabled = false, onChange }: QuantityStepperProps) {
  const t = useMessages(cartMessages);
  return (
    <div className="quantity-stepper" role="group" aria-label={t('quantity')}>
      <button type="button" className="quantity-step" aria-label={t('decrease', { name })} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output className="quantity-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="quantity-step"
        aria-label={t('increase', { name })}
        title={value >= max ? t('atMost', { count: max }) : undefined}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
