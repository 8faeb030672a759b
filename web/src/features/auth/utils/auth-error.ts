export type AuthErrorView = { kind: 'message'; text: string } | { kind: 'network' } | { kind: 'unknown' };

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/** Cognito's words for a wrong code, used wherever the honest answer would reveal that an account exists. */
export const codeMismatchMessage = 'Invalid verification code provided, please try again.';

/**
 * What a failed auth call shows: the backend's own message (storefront §5 — Cognito's, or the local service's
 * copy of it, rate-limit text included), a network notice, or a generic line when there is nothing to say.
 */
export function describeAuthError(error: unknown): AuthErrorView {
  const name = errorName(error);
  if (name === 'NetworkError' || (error instanceof TypeError && /fetch|network/i.test(error.message))) return { kind: 'network' };
  const text = error instanceof Error ? error.message.trim() : '';
  if (!text || name === 'Unknown' || name === 'UnknownError') return { kind: 'unknown' };
  return { kind: 'message', text };
}

/** A sign-up for an address that already has an account answers exactly like a new one (the code step). */
export const isExistingAccount = (error: unknown) => errorName(error) === 'UsernameExistsException';

/**
 * Confirming a sign-up for an existing, confirmed account fails with "Current status is CONFIRMED" or an alias
 * clash. Shown as a wrong code, so the code step never tells a stranger that the address is registered.
 */
export function maskConfirmError(error: unknown): unknown {
  const name = errorName(error);
  if (name === 'NotAuthorizedException' || name === 'AliasExistsException') {
    const masked = new Error(codeMismatchMessage);
    masked.name = 'CodeMismatchException';
    return masked;
  }
  return error;
}

/**
 * Asking for a new sign-up code for a confirmed or unknown account fails in ways that tell the two apart
 * ("User is already confirmed."); those answers are shown as the usual "Check your email" instead.
 */
export const hidesAccountOnResend = (error: unknown) => ['InvalidParameterException', 'NotAuthorizedException', 'UserNotFoundException'].includes(errorName(error));
