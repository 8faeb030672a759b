import { join } from 'node:path';
import { logger } from '../../functions/lib/http/logger';
import { AuthSessions } from './auth-sessions';
import { adminAddUserToGroup, adminRemoveUserFromGroup, adminUpdateUserAttributes } from './admin-operations';
import { codeMessage, type CodePurpose } from './code-delivery';
import { CognitoError, tooManyRequests } from './cognito-error';
import { CredentialStore, type LocalUser } from './credential-store';
import { signGoogleAssertion } from './google-assertion';
import { defaultLifetimes, type AuthenticationResult, type IdentityContext, type IdentityLifetimes } from './identity-context';
import { normaliseLogin, normaliseRecipient } from './login-name';
import { Outbox } from './outbox';
import { invokePostConfirmationModule, postConfirmationEvent, type PostConfirmation } from './post-confirmation-trigger';
import { AttemptCounter, defaultIdentityLimits, type IdentityLimits } from './rate-limits';
import { RefreshTokenStore } from './refresh-token-store';
import { initiateAuth, respondToAuthChallenge } from './sign-in-operations';
import { confirmSignUp, resendConfirmationCode, signUp } from './sign-up-operations';
import { loadSigningKeys, type SigningKeys } from './signing-keys';
import { issueTokens, localAccessKeyId, localClientId } from './token-issuer';
import { getTokensFromRefreshToken, getUser, globalSignOut, revokeToken } from './token-operations';
import { getUserAttributeVerificationCode, verifyUserAttribute } from './attribute-verification';

export interface LocalIdentityOptions {
  /** Where the signing key, users, refresh tokens and outbox live (`.data/identity`). */
  dir: string;
  /** The tokens' `iss`: the service's URL, `${origin}/_local/identity`. */
  issuer: string;
  /** The SPA's origin: besides loopback origins, where the Google stand-in may send its assertion. */
  spaOrigin?: string;
  now?: () => number;
  limits?: Partial<IdentityLimits>;
  lifetimes?: Partial<IdentityLifetimes>;
  postConfirmation?: PostConfirmation;
  /** Where the outbox prints each message (the console under `npm start`). */
  log?: (line: string) => void;
  /** A directory shared with other code, so group changes are seen at once (the local stack's). */
  users?: CredentialStore;
}

type Operation = (ctx: IdentityContext, input: unknown) => Promise<object>;

/** The subset of Cognito's user pool API that Amplify's sign-up, sign-in, refresh, attributes and sign-out use. */
const operations: Record<string, Operation> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  GetUser: getUser,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  VerifyUserAttribute: verifyUserAttribute,
  AdminAddUserToGroup: adminAddUserToGroup,
  AdminRemoveUserFromGroup: adminRemoveUserFromGroup,
  AdminUpdateUserAttributes: adminUpdateUserAttributes,
};

/** Operations Cognito serves only to IAM-signed callers (the handlers' SDK client), never to a browser's anonymous call. */
export const iamOperations: ReadonlySet<string> = new Set(['AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'AdminUpdateUserAttributes']);

/** The operations a guesser would use, limited per IP and per account; the sign-in name each is for. */
const limited: Record<string, (input: Record<string, unknown>) => unknown> = {
  SignUp: (input) => input.Username,
  ConfirmSignUp: (input) => input.Username,
  ResendConfirmationCode: (input) => input.Username,
  InitiateAuth: (input) => (input.AuthParameters as Record<string, unknown> | undefined)?.USERNAME,
  RespondToAuthChallenge: (input) => (input.ChallengeResponses as Record<string, unknown> | undefined)?.USERNAME,
  // Signed in already: the operations themselves count and check the account (the access token names it).
  GetUserAttributeVerificationCode: () => undefined,
  VerifyUserAttribute: () => undefined,
};

export async function createLocalIdentity(options: LocalIdentityOptions): Promise<LocalIdentityService> {
  return new LocalIdentityService(options, await loadSigningKeys(join(options.dir, 'signing-key.json')));
}

/**
 * The embedded default's identity service: a minimal Cognito user pool that speaks Cognito's JSON API, so the
 * SPA's aws-amplify code runs unchanged against it (`Auth.Cognito.userPoolEndpoint`). Codes go to a local outbox.
 */
export class LocalIdentityService implements IdentityContext {
  readonly issuer: string;
  readonly users: CredentialStore;
  readonly refreshTokens: RefreshTokenStore;
  readonly outbox: Outbox;
  readonly sessions: AuthSessions;
  readonly lifetimes: IdentityLifetimes;
  readonly spaOrigin: string | undefined;
  readonly now: () => number;
  private readonly perIp: AttemptCounter;
  private readonly perAccount: AttemptCounter;
  private readonly postConfirmation: PostConfirmation;
  private readonly usedAssertions = new Map<string, number>();

  constructor(
    options: LocalIdentityOptions,
    readonly keys: SigningKeys,
  ) {
    const now = options.now ?? Date.now;
    const limits = { ...defaultIdentityLimits, ...options.limits };
    this.now = () => now();
    this.issuer = options.issuer;
    this.spaOrigin = options.spaOrigin;
    this.users = options.users ?? new CredentialStore(join(options.dir, 'users.json'));
    this.refreshTokens = new RefreshTokenStore(join(options.dir, 'refresh-tokens.json'), this.now);
    this.outbox = new Outbox(join(options.dir, 'outbox.jsonl'), options.log);
    this.sessions = new AuthSessions(this.now);
    this.lifetimes = { ...defaultLifetimes, ...options.lifetimes };
    this.perIp = new AttemptCounter(limits.perIp, this.now);
    this.perAccount = new AttemptCounter(limits.perAccount, this.now);
    this.postConfirmation = options.postConfirmation ?? invokePostConfirmationModule;
  }

  /** Runs one operation (the name after `AWSCognitoIdentityProviderService.`) for a caller at `ip`. */
  async handle(operation: string, input: unknown, ip: string, signedBy?: string): Promise<object> {
    const run = Object.hasOwn(operations, operation) ? operations[operation] : undefined;
    if (!run) throw new CognitoError('UnknownOperationException', `The local identity service does not implement ${operation}.`);
    if (iamOperations.has(operation) && signedBy !== localAccessKeyId) {
      throw new CognitoError('UnrecognizedClientException', 'The security token included in the request is invalid.');
    }
    if (Object.hasOwn(limited, operation)) {
      const ipWait = this.perIp.retryAfter(ip);
      if (ipWait > 0) throw tooManyRequests(ipWait);
      const login = typeof input === 'object' && input !== null ? limited[operation]!(input as Record<string, unknown>) : undefined;
      const accountWait = typeof login === 'string' && login ? this.perAccount.retryAfter(normaliseLogin(login)) : 0;
      if (accountWait > 0) throw tooManyRequests(accountWait);
      this.perIp.record(ip);
    }
    return run(this, input);
  }

  countAttempt(login: string): void {
    this.perAccount.record(normaliseLogin(login));
  }

  accountRetryAfter(login: string): number {
    return this.perAccount.retryAfter(normaliseLogin(login));
  }

  async deliverCode(channel: 'email' | 'sms', to: string, code: string, purpose: CodePurpose): Promise<void> {
    const lifetime = duration(purpose === 'sign-in' ? this.lifetimes.smsOtpMs : this.lifetimes.signUpCodeMs);
    await this.outbox.send({ at: new Date(this.now()).toISOString(), channel, to, ...codeMessage(channel, code, purpose, lifetime), code });
  }

  async signIn(user: LocalUser): Promise<AuthenticationResult> {
    const authTime = Math.floor(this.now() / 1000);
    const refresh = await this.refreshTokens.issue({ userId: user.userId, clientId: localClientId, authTime, lifetimeMs: this.lifetimes.refreshTokenMs });
    return { ...(await this.reissue(user, { originJti: refresh.originJti, authTime })), RefreshToken: refresh.token };
  }

  async reissue(user: LocalUser, signedIn: { originJti: string; authTime: number }): Promise<AuthenticationResult> {
    const tokens = await issueTokens(this.keys, this.issuer, {
      userId: user.userId,
      username: user.username,
      groups: user.groups,
      attributes: user.attributes,
      originJti: signedIn.originJti,
      authTime: signedIn.authTime,
      now: this.now(),
    });
    return { AccessToken: tokens.accessToken, IdToken: tokens.idToken, ExpiresIn: tokens.expiresIn, TokenType: tokens.tokenType };
  }

  async confirmed(user: LocalUser): Promise<void> {
    try {
      await this.postConfirmation(postConfirmationEvent(user));
    } catch (error) {
      // As on Cognito: the user stays confirmed, the call that confirmed them fails with the trigger's error.
      logger.error('post-confirmation trigger failed', { userId: user.userId, error: error as Error });
      throw new CognitoError('UserLambdaValidationException', `PostConfirmation failed with error ${(error as Error).message}.`);
    }
  }

  claimAssertion(assertionId: string, expiresAt: number): boolean {
    for (const [id, until] of this.usedAssertions) if (until < this.now()) this.usedAssertions.delete(id);
    if (this.usedAssertions.has(assertionId)) return false;
    this.usedAssertions.set(assertionId, expiresAt);
    return true;
  }

  /** The local Google stand-in's assertion that this person signed in. */
  googleAssertion(person: { email: string; name: string }): Promise<string> {
    return signGoogleAssertion(this.keys, this.issuer, person, this.now());
  }

  /** Makes every pending code sent to this e-mail or phone expired (the outbox's expired-code journey); how many. */
  async expireCodes(to: string): Promise<number> {
    const recipient = normaliseRecipient(to);
    const past = this.now() - 1;
    let expired = 0;
    for (const user of await this.users.list()) {
      if (user.signUpCode && normaliseRecipient(user.signUpCode.to) === recipient) {
        await this.users.update(user.userId, (u) => {
          if (u.signUpCode) u.signUpCode.expiresAt = past;
        });
        expired += 1;
      }
    }
    for (const user of await this.users.list()) {
      if (user.attributeCode?.code && normaliseRecipient(user.attributeCode.value) === recipient) {
        await this.users.update(user.userId, (u) => {
          if (u.attributeCode?.code) u.attributeCode.code.expiresAt = past;
        });
        expired += 1;
      }
    }
    for (const session of this.sessions.all()) {
      if (session.kind === 'SMS_OTP' && session.code && session.to === recipient) {
        session.code.expiresAt = past;
        expired += 1;
      }
    }
    return expired;
  }
}

function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
