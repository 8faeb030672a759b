import { randomBytes } from 'node:crypto';
import type { PendingCode } from './one-time-code';

interface SessionBase {
  /** The sign-in name the flow started with, as normalised: answers must come for the same name. */
  login: string;
  createdAt: number;
  expiresAt: number;
  wrongAnswers: number;
}

/** A sign-in waiting for the SMS code; `userId` null is the decoy for a number with no account, which no code opens. */
export interface SmsOtpSession extends SessionBase {
  kind: 'SMS_OTP';
  userId: string | null;
  to: string;
  code: PendingCode | undefined;
}

export interface CustomChallengeSession extends SessionBase {
  kind: 'CUSTOM_CHALLENGE';
}

/** USER_AUTH without a preferred challenge: the user picks PASSWORD or SMS_OTP next. */
export interface SelectChallengeSession extends SessionBase {
  kind: 'SELECT_CHALLENGE';
}

/** Handed out by ConfirmSignUp so Amplify's autoSignIn can sign the new user in once, without asking again. */
export interface ConfirmedSignUpSession extends SessionBase {
  kind: 'CONFIRMED_SIGN_UP';
  userId: string;
}

export type AuthSession = SmsOtpSession | CustomChallengeSession | SelectChallengeSession | ConfirmedSignUpSession;

/**
 * Sign-in flows in progress, by their opaque `Session` string. In memory: like Cognito's, they live minutes,
 * and a restart simply asks the user to start signing in again.
 */
export class AuthSessions {
  private readonly sessions = new Map<string, AuthSession>();

  constructor(private readonly now: () => number) {}

  start(session: AuthSession): string {
    this.prune();
    const id = randomBytes(96).toString('base64url');
    this.sessions.set(id, session);
    return id;
  }

  get(id: string | undefined): AuthSession | undefined {
    return id === undefined ? undefined : this.sessions.get(id);
  }

  end(id: string): void {
    this.sessions.delete(id);
  }

  all(): AuthSession[] {
    return [...this.sessions.values()];
  }

  private prune(): void {
    for (const [id, session] of this.sessions) if (session.expiresAt < this.now()) this.sessions.delete(id);
  }
}
