import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/use-messages';
import { ordersMessages } from '../messages';

interface ConfirmStepProps {
  /** The button that starts it, e.g. 'Refund'. */
  label: string;
  accessibleLabel?: string;
  /** What will happen, shown before anything does. */
  question: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  onConfirm(): Promise<void>;
}

/** An action that asks first, in place: the button, then the question with Confirm and Cancel, then its work. */
export function ConfirmStep({ label, accessibleLabel, question, confirmLabel, variant = 'secondary', onConfirm }: ConfirmStepProps) {
  const t = useMessages(ordersMessages);
  const [step, setStep] = useState<'idle' | 'asking' | 'working'>('idle');
  if (step === 'idle') {
    return (
      <Button variant={variant} aria-label={accessibleLabel} onClick={() => setStep('asking')}>
        {label}
      </Button>
    );
  }
  return (
    <div className="confirm-step" role="group" aria-label={label}>
      <p>{question}</p>
      <div className="confirm-step-actions">
        <Button
          autoFocus
          disabled={step === 'working'}
          onClick={() => {
            setStep('working');
            onConfirm().finally(() => setStep('idle'));
          }}
        >
          {step === 'working' ? t('working') : confirmLabel}
        </Button>
        <Button variant="ghost" disabled={step === 'working'} onClick={() => setStep('idle')}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
