import { useReducer } from 'react';
import type { OwnedKeyView } from '../../../../../shared/orders/order-views';
import { isApiError } from '@/lib/api-error';
import { useMessages } from '@/lib/i18n/use-messages';
import { toast } from '@/lib/toast-store';
import type { OrderAccess } from '../api/order-access';
import { ordersMessages } from '../messages';
import { hidden, revealStep } from '../utils/reveal-flow';

/** The reveal flow of one key: ask (and confirm the first time), reveal through the API, copy, hide. */
export function useReveal(ownedKey: OwnedKeyView, access: OrderAccess, onRevealed: () => void) {
  const t = useMessages(ordersMessages);
  const [state, dispatch] = useReducer(revealStep, hidden);
  const alreadyRevealed = ownedKey.revealedAt !== null;

  const reveal = async () => {
    try {
      const key = await access.reveal(ownedKey.orderId, ownedKey.keyId);
      dispatch({ type: 'revealed', key });
      // The first reveal ended the refund right: the order shows that now.
      if (!alreadyRevealed) onRevealed();
    } catch (error) {
      dispatch({ type: 'failed', message: isApiError(error) ? (error.problem.detail ?? null) : null });
    }
  };

  return {
    state,
    alreadyRevealed,
    ask: () => {
      dispatch({ type: 'ask', alreadyRevealed });
      if (alreadyRevealed) void reveal();
    },
    confirm: () => {
      dispatch({ type: 'confirm' });
      void reveal();
    },
    cancel: () => dispatch({ type: 'cancel' }),
    hide: () => dispatch({ type: 'hide' }),
    copy: (key: string) =>
      // Without a clipboard (an insecure origin, an old browser) the key is still on screen to select.
      Promise.resolve()
        .then(() => navigator.clipboard.writeText(key))
        .then(
        () => toast({ title: t('copied'), variant: 'success' }),
        () => toast({ title: t('copyFailed'), variant: 'destructive' }),
      ),
  };
}
