import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { e164Pattern } from '../../shared/auth/profile';
import { passwordProblems } from '../../shared/auth/password-policy';
import { codeMismatch, CognitoError, expiredCode, invalidParameter } from './cognito-error';
import { codeDeliveryDetails, type CodeDeliveryDetails } from './code-delivery';
import type { LocalUser } from './credential-store';
import type { IdentityContext } from './identity-context';
import { loginKind, normaliseLogin } from './login-name';
import { checkCode, newCode, pendingCode } from './one-time-code';
import { assertClient, parseInput } from './operation-input';
import { hashPassword } from './password-hash';

const attributeList = z.array(z.object({ Name: z.string(), Value: z.string() }).loose()).optional();
const signUpInput = z.object({ ClientId: z.string(), Username: z.string().min(1), Password: z.string().optional(), UserAttributes: attributeList }).loose();
const confirmSignUpInput = z.object({ ClientId: z.string(), Username: z.string().min(1), ConfirmationCode: z.string().min(1) }).loose();
const resendInput = z.object({ ClientId: z.string(), Username: z.string().min(1) }).loose();

/** The attributes of the CDK pool's schema a client may set at sign-up. */
const writableAttributes = new Set(['email', 'phone_number', 'name', 'given_name', 'family_name', 'locale', 'custom:country']);

/**
 * SignUp: the e-mail or phone number is the username (the pool's username attributes). An e-mail sign-up needs a
 * password meeting the shared policy; a phone number may sign up without one and sign in with SMS codes.
 * Everything is checked before anything is stored, so a refused sign-up leaves no trace.
 */
export async function signUp(ctx: IdentityContext, raw: unknown) {
  const input = parseInput(signUpInput, raw);
  assertClient(input.ClientId);
  const kind = loginKind(input.Username);
  if (kind === 'other') throw invalidParameter('Username should be either an email or a phone number.');
  const attributes = signUpAttributes(input.UserAttributes ?? []);
  const login = normaliseLogin(input.Username);
  if (kind === 'email') attributes.email = login;
  else attributes.phone_number = login;
  if (input.Password !== undefined || kind === 'email') {
    const problem = passwordProblems(input.Password ?? '')[0];
    if (problem) throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problem}`);
  }
  // The username (e-mail or phone) must be free; another attribute, such as a phone given beside an e-mail, is not
  // a sign-in name until verified, so it may be the same as another account's.
  if (await ctx.users.find(login)) throw usernameExists(kind === 'email' ? 'email' : 'phone_number');

  const code = newCode();
  const channel = kind === 'email' ? 'email' : 'sms';
  const userId = randomUUID();
  const at = new Date(ctx.now()).toISOString();
  const user: LocalUser = {
    userId,
    username: userId,
    status: 'UNCONFIRMED',
    attributes: {
      sub: userId,
      ...attributes,
      ...(attributes.email ? { email_verified: 'false' } : {}),
      ...(attributes.phone_number ? { phone_number_verified: 'false' } : {}),
    },
    groups: [],
    ...(input.Password ? { password: await hashPassword(input.Password) } : {}),
    signUpCode: { ...pendingCode(code, ctx.now() + ctx.lifetimes.signUpCodeMs), channel, to: login },
    createdAt: at,
    updatedAt: at,
  };
  // Another sign-up for the same address may have finished while the password was hashed.
  if (!(await ctx.users.create(user))) throw usernameExists(kind === 'email' ? 'email' : 'phone_number');
  ctx.countAttempt(login);
  await ctx.deliverCode(channel, login, code, 'sign-up');
  return { UserConfirmed: false, UserSub: userId, CodeDeliveryDetails: codeDeliveryDetails(channel, login) };
}

/**
 * ConfirmSignUp: the right code confirms the user, marks the address verified and runs the post-confirmation
 * trigger; the answer's Session lets Amplify's autoSignIn finish with USER_AUTH. An unknown user hears the
 * same "wrong code" as a wrong code.
 */
export async function confirmSignUp(ctx: IdentityContext, raw: unknown) {
  const input = parseInput(confirmSignUpInput, raw);
  assertClient(input.ClientId);
  const login = normaliseLogin(input.Username);
  const user = await ctx.users.find(input.Username);
  if (user?.status === 'CONFIRMED') throw new CognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
  const check = checkCode(user?.signUpCode, input.ConfirmationCode, ctx.now());
  if (!user || check !== 'match') {
    ctx.countAttempt(login);
    throw check === 'expired' ? expiredCode() : codeMismatch();
  }
  const channel = user.signUpCode?.channel;
  const confirmed = await ctx.users.update(user.userId, (u) => {
    u.status = 'CONFIRMED';
    if (channel === 'email') u.attributes.email_verified = 'true';
    if (channel === 'sms') u.attributes.phone_number_verified = 'true';
    delete u.signUpCode;
  });
  await ctx.confirmed(confirmed!);
  const now = ctx.now();
  const session = ctx.sessions.start({ kind: 'CONFIRMED_SIGN_UP', login, userId: user.userId, createdAt: now, expiresAt: now + 3 * 60_000, wrongAnswers: 0 });
  return { Session: session };
}

/** ResendConfirmationCode: a new code replaces the old one. For an unknown user it pretends, so nobody learns who has an account. */
export async function resendConfirmationCode(ctx: IdentityContext, raw: unknown): Promise<{ CodeDeliveryDetails: CodeDeliveryDetails }> {
  const input = parseInput(resendInput, raw);
  assertClient(input.ClientId);
  const login = normaliseLogin(input.Username);
  const user = await ctx.users.find(input.Username);
  ctx.countAttempt(login);
  if (!user) return { CodeDeliveryDetails: codeDeliveryDetails(loginKind(login) === 'phone' ? 'sms' : 'email', login) };
  if (user.status === 'CONFIRMED') throw invalidParameter('User is already confirmed.');
  const channel = user.signUpCode?.channel ?? (user.attributes.email ? 'email' : 'sms');
  const to = user.signUpCode?.to ?? (channel === 'email' ? user.attributes.email! : user.attributes.phone_number!);
  const code = newCode();
  await ctx.users.update(user.userId, (u) => {
    u.signUpCode = { ...pendingCode(code, ctx.now() + ctx.lifetimes.signUpCodeMs), channel, to };
  });
  await ctx.deliverCode(channel, to, code, 'sign-up');
  return { CodeDeliveryDetails: codeDeliveryDetails(channel, to) };
}

function signUpAttributes(list: ReadonlyArray<{ Name: string; Value: string }>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { Name, Value } of list) {
    if (!writableAttributes.has(Name)) throw invalidParameter(`Attributes did not conform to the schema: Type for attribute {${Name}} could not be determined`);
    attributes[Name] = Value.trim();
  }
  if (attributes.email !== undefined) {
    if (loginKind(attributes.email) !== 'email') throw invalidParameter('Invalid email address format.');
    attributes.email = normaliseLogin(attributes.email);
  }
  if (attributes.phone_number !== undefined && !e164Pattern.test(attributes.phone_number)) throw invalidParameter('Invalid phone number format.');
  return attributes;
}

function usernameExists(alias: 'email' | 'phone_number'): CognitoError {
  return new CognitoError('UsernameExistsException', `An account with the given ${alias} already exists.`);
}
