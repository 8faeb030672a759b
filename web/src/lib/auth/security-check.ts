import type { HumanVerificationResult } from '../../../../shared/auth/human-verification';

/** Storefront §4: the security check's states. */
export type SecurityCheckState = 'pending' | 'verifying' | 'challenge' | 'success' | 'failed';

export type SecurityCheckEvent =
  /** A guarded action asked for a check: a token is being fetched (the reCAPTCHA script may still be loading). */
  | { type: 'start' }
  /** The token is on its way to `POST /api/verify-human`. */
  | { type: 'token' }
  | { type: 'result'; result: HumanVerificationResult }
  /** The token provider or the API failed: storefront §8 lets the visitor through (fallback). */
  | { type: 'error' }
  | { type: 'reset' };

/** The state after an event. It starts as success (§4); a check moves it through verifying to its verdict. */
export function nextSecurityState(state: SecurityCheckState, event: SecurityCheckEvent): SecurityCheckState {
  switch (event.type) {
    case 'start':
      return 'pending';
    case 'token':
      return state === 'pending' ? 'verifying' : state;
    case 'result':
      if (event.result.challenge) return 'challenge';
      return event.result.success ? 'success' : 'failed';
    case 'error':
    case 'reset':
      return 'success';
  }
}

export const initialSecurityState: SecurityCheckState = 'success';

/** Whether the guarded action may go ahead in this state. */
export const securityPassed = (state: SecurityCheckState) => state === 'success';
