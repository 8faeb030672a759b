import { useCallback, useReducer, useRef } from 'react';
import type { HumanAction, HumanVerificationResult } from '../../../../shared/auth/human-verification';
import { apiSend } from '../api-client';
import { authConfig } from './auth-config';
import { humanToken } from './human-token';
import { initialSecurityState, nextSecurityState, securityPassed, type SecurityCheckState } from './security-check';

export interface SecurityCheck {
  state: SecurityCheckState;
  /** Runs `action` once the visitor passes the check for `kind`; a challenge or failure holds it for `retry`. */
  guard(kind: HumanAction, action: () => Promise<void>): Promise<void>;
  /** 'Retry Verification' / 'Try Again': checks again and, on a pass, runs the held action. */
  retry(): Promise<void>;
  /** Drops the held action. */
  reset(): void;
}

/** `POST /api/verify-human`, anonymously: the check runs before there is a session, and must not wait for one. */
const verifyHuman = (token: string, action: HumanAction): Promise<HumanVerificationResult> =>
  apiSend('POST', '/api/verify-human', { body: { token, action }, transport: { anonymous: true } });

/** Storefront §7/§8: the human-verification step in front of sign-in, sign-up, code and Google actions. */
export function useSecurityCheck(): SecurityCheck {
  const [state, dispatch] = useReducer(nextSecurityState, initialSecurityState);
  const held = useRef<{ kind: HumanAction; action: () => Promise<void> } | null>(null);

  const check = useCallback(async (kind: HumanAction): Promise<boolean> => {
    dispatch({ type: 'start' });
    try {
      const token = await humanToken((await authConfig()).humanVerification, kind);
      dispatch({ type: 'token' });
      const result = await verifyHuman(token, kind);
      dispatch({ type: 'result', result });
      return securityPassed(nextSecurityState('verifying', { type: 'result', result }));
    } catch {
      // §8: when verification itself fails, the visitor is let through (the server logs it as a fallback).
      dispatch({ type: 'error' });
      return true;
    }
  }, []);

  const guard = useCallback(
    async (kind: HumanAction, action: () => Promise<void>) => {
      held.current = { kind, action };
      if (!(await check(kind))) return;
      held.current = null;
      await action();
    },
    [check],
  );

  const retry = useCallback(async () => {
    const pending = held.current;
    if (pending) await guard(pending.kind, pending.action);
  }, [guard]);

  const reset = useCallback(() => {
    held.current = null;
    dispatch({ type: 'reset' });
  }, []);

  return { state, guard, retry, reset };
}
