// The only module that imports aws-amplify. It is a separate chunk, loaded (through session-restore.ts) when a stored
// session exists or a sign-in screen opens, so anonymous storefront visitors never download it.
import { Amplify, type ResourcesConfig } from 'aws-amplify';
import {
  autoSignIn,
  confirmSignIn,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  resendSignUpCode,
  sendUserAttributeVerificationCode,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
  type SignInOutput,
} from 'aws-amplify/auth';
import 'aws-amplify/auth/enable-oauth-listener';
import { ConsoleLogger, Hub } from 'aws-amplify/utils';
import type { AuthClientConfig } from '../../../../shared/auth/auth-client-config';
import { authConfig } from './auth-config';
import { jwtClaims, userFromClaims, type SessionUser } from './stored-session';

export interface EmailSignUp {
  email: string;
  password: string;
  fullName: string;
  country: string;
}

/** Where a sign-in attempt stands: done, or waiting for a code sent to the email or phone. */
export type AuthStep = 'signedIn' | 'confirmSignUp' | 'confirmSignIn';

export type AuthLayer = Awaited<ReturnType<typeof startAuthLayer>>;

/** Local stand-in only: the `state` sent to its form, checked when it comes back (no forged callbacks). */
const googleStateKey = 'neonkeys-google-state';

/** An error Cognito did not send but the screens must explain, named like Cognito's. */
function namedError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}
const stepError = (step: string) => namedError('UnsupportedStepException', `This sign-in needs a step the store does not offer (${step}).`);

/**
 * Amplify warns "You are using a custom Amazon Cognito User Pool endpoint" on every configure that names one: the local
 * identity twin always does (a path on the page's own origin), so every page of a local walk logged it (124 times in
 * one). The warning is about a choice this store makes on purpose; it is held back while configuring, and only then.
 */
function configureQuietly(resources: ResourcesConfig): void {
  const level = ConsoleLogger.LOG_LEVEL;
  if (resources.Auth?.Cognito.userPoolEndpoint) ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    Amplify.configure(resources);
  } finally {
    ConsoleLogger.LOG_LEVEL = level;
  }
}

function amplifyConfig(config: AuthClientConfig): ResourcesConfig {
  const { google } = config;
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // Locally a path on the page's own origin, so sign-in works at whatever host name the store was opened.
        ...(config.userPoolEndpoint ? { userPoolEndpoint: new URL(config.userPoolEndpoint, window.location.origin).href } : {}),
        signUpVerificationMethod: 'code',
        loginWith: {
          email: true,
          phone: true,
          ...(google.kind === 'cognito'
            ? {
                oauth: {
                  domain: google.domain,
                  scopes: ['openid', 'email', 'phone', 'profile'],
                  redirectSignIn: [google.redirectSignIn],
                  redirectSignOut: [google.redirectSignOut],
                  responseType: 'code' as const,
                  providers: ['Google' as const],
                },
              }
            : {}),
        },
      },
    },
  };
}

/** Configures Amplify from `GET /api/auth/config` and reports every session change (Hub events) to `onChange`. */
export async function startAuthLayer(onChange: (user: SessionUser | null) => void) {
  const config = await authConfig();
  let redirectDone: (error?: unknown) => void = () => undefined;
  const redirectResult = new Promise<void>((resolve, reject) => (redirectDone = (error) => (error ? reject(error) : resolve())));
  redirectResult.catch(() => undefined); // only /auth/callback awaits it; elsewhere a failure is not an unhandled rejection

  async function currentUser(): Promise<SessionUser | null> {
    try {
      const { tokens } = await fetchAuthSession();
      return userFromClaims(jwtClaims(tokens?.idToken?.toString()));
    } catch {
      return null;
    }
  }
  const sync = async () => {
    const user = await currentUser();
    onChange(user);
    return user;
  };

  // Listening starts before configure: with OAuth configured, Amplify completes a Google redirect as it configures.
  Hub.listen('auth', ({ payload }) => {
    switch (payload.event) {
      case 'signedIn':
      case 'tokenRefresh':
        void sync();
        break;
      case 'signedOut':
      case 'tokenRefresh_failure':
        onChange(null);
        break;
      case 'signInWithRedirect':
        void sync().then(() => redirectDone());
        break;
      case 'signInWithRedirect_failure':
        redirectDone(payload.data.error ?? namedError('OAuthSignInException', 'Google sign-in did not complete.'));
        break;
    }
  });
  configureQuietly(amplifyConfig(config));

  /** Turns Amplify's next step into ours; a finished sign-in updates the session before the caller moves on. */
  async function settle(output: SignInOutput): Promise<AuthStep> {
    const step = output.nextStep.signInStep;
    if (step === 'DONE') {
      await sync();
      return 'signedIn';
    }
    if (step === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
    if (step === 'CONFIRM_SIGN_IN_WITH_SMS_CODE' || step === 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE') return 'confirmSignIn';
    throw stepError(step);
  }

  /**
   * New tokens now, not when these expire: after a profile edit the ID token's `name` is stale. Reports the user
   * the new ID token describes. A failed refresh keeps the tokens (Amplify signs out only when they are refused).
   */
  async function refreshTokens(): Promise<SessionUser | null> {
    try {
      await fetchAuthSession({ forceRefresh: true });
    } catch {
      // The current tokens stay valid; the next refresh carries the change.
    }
    // Amplify reports even a passing failure as tokenRefresh_failure, which the Hub listener reads as signed out:
    // read the session again, so kept tokens still show the visitor signed in.
    return sync();
  }

  // The local identity service has no SRP, and SRP buys nothing over TLS here: the password flow is used on both paths.
  const passwordSignIn = (username: string, password: string) =>
    signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } }).then(settle);

  return {
    config,
    currentUser,
    /** On /auth/callback (AWS): settles when Amplify has finished, or failed, the Google redirect. */
    redirectResult: () => redirectResult,
    async idToken(): Promise<string | null> {
      try {
        return (await fetchAuthSession()).tokens?.idToken?.toString() ?? null;
      } catch {
        return null;
      }
    },

    refreshSession: refreshTokens,

    signInWithEmail: passwordSignIn,

    /**
     * Types back the code the user pool sent to the profile's new phone (VerifyUserAttribute): the number becomes the
     * account's verified phone, so phone sign-in opens this account. New tokens follow, which say so.
     */
    async verifyPhone(code: string): Promise<void> {
      await confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: code });
      await refreshTokens();
    },

    /** Asks the user pool for a new code for the phone waiting to be verified (GetUserAttributeVerificationCode). */
    resendPhoneCode: () => sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' }).then(() => undefined),

    /** Creates the account; the code step follows. Full name and country ride along as attributes for the profile. */
    async signUpWithEmail({ email, password, fullName, country }: EmailSignUp): Promise<void> {
      await signUp({
        username: email,
        password,
        options: { userAttributes: { email, name: fullName, 'custom:country': country }, autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' } },
      });
    },

    /** Confirms the email code, then signs in: with Amplify's auto sign-in, or the remembered password if that is gone. */
    async confirmEmail(email: string, code: string, password: string): Promise<AuthStep> {
      const { nextStep } = await confirmSignUp({ username: email, confirmationCode: code });
      if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
        try {
          return await settle(await autoSignIn());
        } catch {
          // Fall through to a plain sign-in: the password is still at hand.
        }
      }
      return passwordSignIn(email, password);
    },

    resendCode: (username: string) => resendSignUpCode({ username }).then(() => undefined),

    /**
     * Sends the phone a code: a new number signs up without a password (the code confirms it), a known one signs in
     * with USER_AUTH and an SMS one-time code. Returns which kind of code the phone got.
     */
    async startPhone(phone: string): Promise<AuthStep> {
      try {
        await signUp({ username: phone, options: { userAttributes: { phone_number: phone }, autoSignIn: { authFlowType: 'USER_AUTH' } } });
        return 'confirmSignUp';
      } catch (error) {
        if ((error as Error).name !== 'UsernameExistsException') throw error;
      }
      const step = await signIn({ username: phone, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'SMS_OTP' } }).then(settle);
      // Known but never confirmed: confirming the sign-up needs a fresh code.
      if (step === 'confirmSignUp') await resendSignUpCode({ username: phone });
      return step;
    },

    /** Checks the phone's code. A sign-up is confirmed and then signed in with the session Cognito hands back. */
    async confirmPhone(phone: string, code: string, step: AuthStep): Promise<AuthStep> {
      if (step === 'confirmSignIn') return settle(await confirmSignIn({ challengeResponse: code }));
      const { nextStep } = await confirmSignUp({ username: phone, confirmationCode: code });
      if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') return settle(await autoSignIn());
      return settle(await signIn({ username: phone, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'SMS_OTP' } }));
    },

    /** On AWS: off to Cognito's hosted UI and Google; /auth/callback finishes. Locally: the stand-in's form. */
    async startGoogle(): Promise<void> {
      if (config.google.kind === 'cognito') return signInWithRedirect({ provider: 'Google' });
      const state = crypto.randomUUID();
      sessionStorage.setItem(googleStateKey, state);
      const url = new URL(config.google.authorizeUrl, window.location.origin);
      url.searchParams.set('redirect_uri', `${window.location.origin}/auth/callback`);
      url.searchParams.set('state', state);
      window.location.assign(url.toString());
    },

    /** Local stand-in only: the signed assertion it returned answers a custom challenge. */
    async finishLocalGoogle(loginHint: string, assertion: string, state: string | null): Promise<AuthStep> {
      const expected = sessionStorage.getItem(googleStateKey);
      sessionStorage.removeItem(googleStateKey);
      if (!expected || state !== expected) throw namedError('InvalidStateException', 'This sign-in did not start in this browser. Please try again.');
      const start = await signIn({ username: loginHint, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
      if (start.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') return settle(start);
      return settle(await confirmSignIn({ challengeResponse: assertion }));
    },

    async signOut(): Promise<void> {
      await signOut();
      onChange(null);
    },
  };
}
