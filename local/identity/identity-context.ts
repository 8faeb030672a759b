import type { CodePurpose } from './code-delivery';
import type { CredentialStore, LocalUser } from './credential-store';
import type { AuthSessions } from './auth-sessions';
import type { Outbox } from './outbox';
import type { RefreshTokenStore } from './refresh-token-store';
import type { SigningKeys } from './signing-keys';

export interface IdentityLifetimes {
  signUpCodeMs: number;
  smsOtpMs: number;
  /** How long a sign-in flow waits for its answer; longer than the SMS code, so a late answer hears the code expired. */
  sessionMs: number;
  refreshTokenMs: number;
}

export const defaultLifetimes: IdentityLifetimes = {
  signUpCodeMs: 24 * 60 * 60_000,
  smsOtpMs: 3 * 60_000,
  sessionMs: 15 * 60_000,
  refreshTokenMs: 30 * 24 * 60 * 60_000,
};

/** A Cognito AuthenticationResult. No NewDeviceMetadata: device tracking is off, as in the CDK pool. */
export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/** What every operation of the local identity service works with. */
export interface IdentityContext {
  issuer: string;
  keys: SigningKeys;
  users: CredentialStore;
  refreshTokens: RefreshTokenStore;
  outbox: Outbox;
  sessions: AuthSessions;
  lifetimes: IdentityLifetimes;
  now(): number;
  /** Counts a failed attempt or a code sent against the account's limit. */
  countAttempt(login: string): void;
  /** Seconds until the account may try again; 0 when it is within its limit. */
  accountRetryAfter(login: string): number;
  /** Sends a code by e-mail or SMS through the outbox. */
  deliverCode(channel: 'email' | 'sms', to: string, code: string, purpose: CodePurpose): Promise<void>;
  /** A fresh sign-in of the user: ID, access and refresh tokens. */
  signIn(user: LocalUser): Promise<AuthenticationResult>;
  /** New ID and access tokens for a sign-in that goes on (a refresh): same `origin_jti` and `auth_time`. */
  reissue(user: LocalUser, signedIn: { originJti: string; authTime: number }): Promise<AuthenticationResult>;
  /** Runs the post-confirmation trigger for a user who has just been confirmed. */
  confirmed(user: LocalUser): Promise<void>;
  /** False when this Google stand-in assertion was already used (each works once). */
  claimAssertion(assertionId: string, expiresAt: number): boolean;
}
