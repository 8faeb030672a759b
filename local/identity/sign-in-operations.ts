import * as z from 'zod';
import type { SelectChallengeSession } from './auth-sessions';
import { cognitoMessages, CognitoError, invalidParameter, notAuthorized } from './cognito-error';
import { answerCustomChallenge, startCustomChallenge } from './google-challenge';
import type { IdentityContext } from './identity-context';
import { normaliseLogin } from './login-name';
import { assertClient, parseInput } from './operation-input';
import { passwordMatches } from './password-hash';
import { answerSmsOtp, startSmsOtp } from './sms-otp-challenge';
import { refreshed } from './token-operations';

const parameters = z.record(z.string(), z.string());
const initiateAuthInput = z.object({ AuthFlow: z.string(), ClientId: z.string(), AuthParameters: parameters.optional(), Session: z.string().optional() }).loose();
const respondInput = z.object({ ChallengeName: z.string(), ClientId: z.string(), ChallengeResponses: parameters.optional(), Session: z.string().optional() }).loose();

/** The flows Amplify's signIn uses with this pool, plus refresh. SRP is not offered: the SPA signs in with USER_PASSWORD_AUTH. */
export async function initiateAuth(ctx: IdentityContext, raw: unknown) {
  const input = parseInput(initiateAuthInput, raw);
  assertClient(input.ClientId);
  const auth = input.AuthParameters ?? {};
  switch (input.AuthFlow) {
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return { AuthenticationResult: await refreshed(ctx, required(auth, 'REFRESH_TOKEN')), ChallengeParameters: {} };
    case 'USER_PASSWORD_AUTH':
      return passwordSignIn(ctx, required(auth, 'USERNAME'), required(auth, 'PASSWORD'));
    case 'CUSTOM_AUTH':
      return startCustomChallenge(ctx, required(auth, 'USERNAME'));
    case 'USER_AUTH':
      return userAuth(ctx, required(auth, 'USERNAME'), auth, input.Session);
    default:
      throw invalidParameter(`${input.AuthFlow} flow not enabled for this client`);
  }
}

/** The answer to a challenge of a sign-in in progress, identified by its Session. */
export async function respondToAuthChallenge(ctx: IdentityContext, raw: unknown) {
  const input = parseInput(respondInput, raw);
  assertClient(input.ClientId);
  const responses = input.ChallengeResponses ?? {};
  const session = ctx.sessions.get(input.Session);
  if (!session || session.kind === 'CONFIRMED_SIGN_UP' || session.kind !== input.ChallengeName) throw notAuthorized(cognitoMessages.invalidSession);
  if (session.expiresAt < ctx.now()) {
    ctx.sessions.end(input.Session!);
    throw notAuthorized(cognitoMessages.expiredSession);
  }
  if (normaliseLogin(required(responses, 'USERNAME')) !== session.login) throw notAuthorized(cognitoMessages.invalidSession);
  switch (session.kind) {
    case 'SMS_OTP':
      return answerSmsOtp(ctx, input.Session!, session, responses);
    case 'CUSTOM_CHALLENGE':
      return answerCustomChallenge(ctx, input.Session!, session, responses);
    case 'SELECT_CHALLENGE':
      return answerSelectChallenge(ctx, input.Session!, session, responses);
  }
}

/**
 * USER_PASSWORD_AUTH. An unknown user and a wrong password get the same answer after the same scrypt work;
 * only the right password of an unconfirmed user learns that it must confirm first, as on Cognito.
 */
async function passwordSignIn(ctx: IdentityContext, username: string, password: string) {
  const user = await ctx.users.find(username);
  if (!(await passwordMatches(password, user?.password)) || !user) {
    ctx.countAttempt(normaliseLogin(username));
    throw notAuthorized();
  }
  if (user.status !== 'CONFIRMED') throw new CognitoError('UserNotConfirmedException', cognitoMessages.notConfirmed);
  return { AuthenticationResult: await ctx.signIn(user), ChallengeParameters: {} };
}

/**
 * USER_AUTH (choice-based sign-in): the Session ConfirmSignUp handed out signs the new user straight in
 * (Amplify's autoSignIn); SMS_OTP and PASSWORD as the preferred challenge go straight to it; otherwise the
 * user is offered both, whatever the account has, so the offer tells nothing about it.
 */
async function userAuth(ctx: IdentityContext, username: string, auth: Record<string, string>, sessionId: string | undefined) {
  if (sessionId !== undefined) {
    const session = ctx.sessions.get(sessionId);
    if (session?.kind !== 'CONFIRMED_SIGN_UP' || session.login !== normaliseLogin(username) || session.expiresAt < ctx.now()) {
      throw notAuthorized(cognitoMessages.invalidSession);
    }
    ctx.sessions.end(sessionId);
    const user = await ctx.users.findById(session.userId);
    if (!user) throw notAuthorized();
    return { AuthenticationResult: await ctx.signIn(user), ChallengeParameters: {} };
  }
  if (auth.PREFERRED_CHALLENGE === 'SMS_OTP') return startSmsOtp(ctx, username);
  if (auth.PREFERRED_CHALLENGE === 'PASSWORD') return passwordSignIn(ctx, username, required(auth, 'PASSWORD'));
  const now = ctx.now();
  const session: SelectChallengeSession = { kind: 'SELECT_CHALLENGE', login: normaliseLogin(username), createdAt: now, expiresAt: now + ctx.lifetimes.sessionMs, wrongAnswers: 0 };
  return { ChallengeName: 'SELECT_CHALLENGE', Session: ctx.sessions.start(session), ChallengeParameters: {}, AvailableChallenges: ['PASSWORD', 'SMS_OTP'] };
}

async function answerSelectChallenge(ctx: IdentityContext, sessionId: string, session: SelectChallengeSession, responses: Record<string, string>) {
  const answer = required(responses, 'ANSWER');
  if (answer !== 'PASSWORD' && answer !== 'SMS_OTP') throw invalidParameter(`The challenge ${answer} is not available for this user.`);
  ctx.sessions.end(sessionId);
  return answer === 'SMS_OTP' ? startSmsOtp(ctx, session.login) : passwordSignIn(ctx, session.login, required(responses, 'PASSWORD'));
}

function required(values: Record<string, string>, name: string): string {
  const value = values[name];
  if (!value) throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}
