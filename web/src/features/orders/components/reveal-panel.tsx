import type { ReactNode } from 'react';
import type { Deliverable } from '../../../../../shared/catalog/product-type-wording';
import { Button } from '@/components/ui/button';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useMessages } from '@/lib/i18n/use-messages';
import { deliverableMessages } from '../deliverable/messages';
import { ordersMessages } from '../messages';
import type { RevealState } from '../utils/reveal-flow';

export interface RevealPanelProps {
  state: RevealState;
  maskedKey: string;
  productName: string;
  /** What the secret is (a key, a gift card's code, an account's login details…), which names it on screen. */
  deliverable: Deliverable;
  /** The key was revealed before: showing it again costs nothing more, so it does not ask. */
  alreadyRevealed: boolean;
  onAsk(): void;
  onConfirm(): void;
  onCancel(): void;
  onCopy(key: string): void;
  onHide(): void;
  /** More actions on the key's row while it is masked (Refund). */
  actions?: ReactNode;
}

/** A key, masked until the buyer asks and, the first time, confirms; then the key with Copy and how to activate it. */
export function RevealPanel({ state, maskedKey, productName, deliverable, alreadyRevealed, onAsk, onConfirm, onCancel, onCopy, onHide, actions }: RevealPanelProps) {
  const t = useMessages(ordersMessages);
  const d = useMessages(deliverableMessages);
  const text = useLocalized();
  if (state.step === 'shown') {
    const { key } = state.key;
    const activationInstructions = text(state.key, 'activationInstructions');
    return (
      <div className="reveal-panel" data-testid="revealed-key">
        <div className="key-line">
          <code className="key-code">{key}</code>
          <Button variant="secondary" aria-label={d(`copyLabel_${deliverable}`, { name: productName })} onClick={() => onCopy(key)}>
            {t('copy')}
          </Button>
          <Button variant="ghost" onClick={onHide}>
            {t('hide')}
          </Button>
        </div>
        {activationInstructions && (
          <div className="key-instructions">
            <h4>{d(`howTo_${deliverable}`)}</h4>
            <p>{activationInstructions}</p>
          </div>
        )}
      </div>
    );
  }
  return (
    <div className="reveal-panel">
      <div className="key-line">
        <code className="key-code key-masked" aria-label={d(`hidden_${deliverable}`)}>
          {maskedKey}
        </code>
        {(state.step === 'hidden' || state.step === 'failed') && (
          <Button variant="secondary" onClick={onAsk} data-testid="reveal-button">
            {alreadyRevealed ? d(`revealAgain_${deliverable}`) : d(`reveal_${deliverable}`)}
          </Button>
        )}
        {state.step === 'revealing' && <span className="muted">{t('revealing')}</span>}
        {state.step === 'hidden' && actions}
      </div>
      {state.step === 'confirming' && (
        <div className="confirm-step" role="group" aria-label={d(`reveal_${deliverable}`)} data-testid="reveal-confirm">
          <p className="reveal-warning">{d(`revealWarning_${deliverable}`)}</p>
          <div className="confirm-step-actions">
            <Button autoFocus onClick={onConfirm}>
              {t('revealConfirm')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      )}
      {state.step === 'failed' && (
        <p className="order-error" role="alert">
          {state.message ?? t('revealFailed')}
        </p>
      )}
    </div>
  );
}
