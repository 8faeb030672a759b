import { createHash } from 'node:crypto';
import type { SmsOtpSession } from './auth-sessions';
import { codeMismatch, expiredCode, invalidParameter, notAuthorized } from './cognito-error';
import type { LocalUser } from './credential-store';
import type { IdentityContext } from './identity-context';
import { loginKind, maskDestination, normaliseLogin } from './login-name';
import { checkCode, newCode, pendingCode } from './one-time-code';

/** Wrong answers one sign-in may give before its session is spent, as Cognito allows. */
export const maxWrongAnswers = 3;

/**
 * USER_AUTH with SMS_OTP: sends a code to the account's phone and answers the SMS_OTP challenge. A name with no
 * reachable phone gets the same-looking challenge without any SMS, and no code ever answers it, so the
 * answer never tells whether the account exists.
 */
export async function startSmsOtp(ctx: IdentityContext, username: string) {
  const login = normaliseLogin(username);
  const user = await ctx.users.find(username);
  const phone = user && reachablePhone(user);
  const to = phone ?? (loginKind(login) === 'phone' ? login : decoyPhone(login));
  const now = ctx.now();
  ctx.countAttempt(login);
  let code: string | undefined;
  if (phone) {
    code = newCode();
    await ctx.deliverCode('sms', phone, code, 'sign-in');
  }
  const session: SmsOtpSession = {
    kind: 'SMS_OTP',
    login,
    userId: phone ? user.userId : null,
    to,
    code: code === undefined ? undefined : pendingCode(code, now + ctx.lifetimes.smsOtpMs),
    createdAt: now,
    expiresAt: now + ctx.lifetimes.sessionMs,
    wrongAnswers: 0,
  };
  return {
    ChallengeName: 'SMS_OTP',
    Session: ctx.sessions.start(session),
    ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: maskDestination(to) },
  };
}

/** The answer to SMS_OTP: the right code signs in, and confirms a phone account on its first sign-in. */
export async function answerSmsOtp(ctx: IdentityContext, sessionId: string, session: SmsOtpSession, responses: Record<string, string>) {
  const typed = responses.SMS_OTP_CODE;
  if (!typed) throw invalidParameter('Missing required parameter SMS_OTP_CODE');
  const check = checkCode(session.code, typed, ctx.now());
  if (check !== 'match' || session.userId === null) {
    ctx.countAttempt(session.login);
    session.wrongAnswers += 1;
    if (session.wrongAnswers >= maxWrongAnswers) ctx.sessions.end(sessionId);
    throw check === 'expired' ? expiredCode() : codeMismatch();
  }
  ctx.sessions.end(sessionId);
  let user = await ctx.users.findById(session.userId);
  if (!user) throw notAuthorized();
  if (user.status === 'UNCONFIRMED') {
    user = (await ctx.users.update(user.userId, (u) => {
      u.status = 'CONFIRMED';
      u.attributes.phone_number_verified = 'true';
      delete u.signUpCode;
    }))!;
    await ctx.confirmed(user);
  }
  return { AuthenticationResult: await ctx.signIn(user), ChallengeParameters: {} };
}

/** A phone that may receive sign-in codes: a verified one, or the number an unconfirmed phone account signed up with. */
function reachablePhone(user: LocalUser): string | undefined {
  const phone = user.attributes.phone_number;
  if (!phone) return undefined;
  if (user.attributes.phone_number_verified === 'true') return phone;
  return user.status === 'UNCONFIRMED' && !user.attributes.email ? phone : undefined;
}

/** A stable, plausible number to mask for a name that has none, so repeated tries show the same destination. */
function decoyPhone(login: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(login).digest('hex').slice(0, 12)}`).toString().slice(-7);
  return `+1555${digits.padStart(7, '0')}`;
}
