import type { RevealedKey } from '../../../../../shared/orders/order-views';

/**
 * Revealing a key, step by step. The first reveal ends the buyer's automatic refund right, so a key nobody has seen
 * yet asks first (`confirming`, with the warning); one already revealed shows again without asking.
 */
export type RevealState =
  | { step: 'hidden' }
  | { step: 'confirming' }
  | { step: 'revealing' }
  | { step: 'shown'; key: RevealedKey }
  | { step: 'failed'; message: string | null };

export type RevealAction =
  | { type: 'ask'; alreadyRevealed: boolean }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'revealed'; key: RevealedKey }
  | { type: 'failed'; message: string | null }
  | { type: 'hide' };

export const hidden: RevealState = { step: 'hidden' };

export function revealStep(state: RevealState, action: RevealAction): RevealState {
  switch (action.type) {
    case 'ask':
      if (state.step !== 'hidden' && state.step !== 'failed') return state;
      return action.alreadyRevealed ? { step: 'revealing' } : { step: 'confirming' };
    case 'confirm':
      return state.step === 'confirming' ? { step: 'revealing' } : state;
    case 'cancel':
      return state.step === 'confirming' ? hidden : state;
    case 'revealed':
      return state.step === 'revealing' ? { step: 'shown', key: action.key } : state;
    case 'failed':
      return state.step === 'revealing' ? { step: 'failed', message: action.message } : state;
    case 'hide':
      return state.step === 'shown' ? hidden : state;
  }
}
