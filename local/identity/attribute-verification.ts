import * as z from 'zod';
import { e164Pattern } from '../../shared/auth/profile';
import { codeMismatch, CognitoError, expiredCode, invalidParameter, tooManyRequests } from './cognito-error';
import { codeDeliveryDetails, type CodeDeliveryDetails } from './code-delivery';
import type { LocalUser } from './credential-store';
import type { IdentityContext } from './identity-context';
import { checkCode, newCode, pendingCode } from './one-time-code';
import { parseInput } from './operation-input';
import { maxWrongAnswers } from './sms-otp-challenge';
import { accessTokenUser } from './token-operations';

const verifyInput = z.object({ AccessToken: z.string().min(1), AttributeName: z.string().min(1).max(32), Code: z.string().min(1).max(2048) }).loose();
const resendInput = z.object({ AccessToken: z.string().min(1), AttributeName: z.string().min(1).max(32) }).loose();

/** Cognito's answer when the number is another account's sign-in name (the pool signs in by e-mail or phone). */
export const aliasExists = () => new CognitoError('AliasExistsException', 'An account with the given phone_number already exists.');

/**
 * Sets a user's phone the way the pool does with AttributesRequireVerificationBeforeUpdate: an admin's
 * `phone_number_verified: true` applies it at once; otherwise the number gets a code and the user keeps the old one
 * until they type it back (VerifyUserAttribute). A blank value deletes the phone. A number that another confirmed
 * account signs in with is refused with AliasExistsException, and nothing changes.
 */
export async function updatePhoneNumber(ctx: IdentityContext, user: LocalUser, value: string, verified: boolean): Promise<void> {
  if (value === '') {
    await ctx.users.update(user.userId, (u) => {
      delete u.attributes.phone_number;
      delete u.attributes.phone_number_verified;
      if (u.attributeCode?.name === 'phone_number') delete u.attributeCode;
    });
    return;
  }
  if (!e164Pattern.test(value)) throw invalidParameter('Invalid phone number format.');
  if (await ctx.users.holderOf(value, user.userId)) throw aliasExists();
  if (verified) {
    await ctx.users.update(user.userId, (u) => {
      u.attributes.phone_number = value;
      u.attributes.phone_number_verified = 'true';
      if (u.attributeCode?.name === 'phone_number') delete u.attributeCode;
    });
    return;
  }
  if (user.attributes.phone_number === value && user.attributes.phone_number_verified === 'true') return;
  await sendPhoneCode(ctx, user, value);
}

/** GetUserAttributeVerificationCode: a new code for the phone waiting to be verified, or the unverified one the account has. */
export async function getUserAttributeVerificationCode(ctx: IdentityContext, raw: unknown): Promise<{ CodeDeliveryDetails: CodeDeliveryDetails }> {
  const input = parseInput(resendInput, raw);
  const { user } = await accessTokenUser(ctx, input.AccessToken);
  assertPhone(input.AttributeName);
  assertWithinLimit(ctx, user);
  const value = user.attributeCode?.name === 'phone_number' ? user.attributeCode.value : user.attributes.phone_number;
  if (!value) throw invalidParameter('The user has no phone_number to verify.');
  return { CodeDeliveryDetails: await sendPhoneCode(ctx, user, value) };
}

/**
 * VerifyUserAttribute: the right code makes the waiting number the account's verified phone, and so a name it signs in
 * with. A wrong code counts against the account; the third spends the code. If another account verified the same number
 * meanwhile, the answer is AliasExistsException: a number signs in to one account only.
 */
export async function verifyUserAttribute(ctx: IdentityContext, raw: unknown): Promise<object> {
  const input = parseInput(verifyInput, raw);
  const { user } = await accessTokenUser(ctx, input.AccessToken);
  assertPhone(input.AttributeName);
  assertWithinLimit(ctx, user);
  const pending = user.attributeCode?.name === 'phone_number' ? user.attributeCode : undefined;
  const check = checkCode(pending?.code, input.Code, ctx.now());
  if (!pending || check !== 'match') {
    ctx.countAttempt(user.userId);
    await ctx.users.update(user.userId, (u) => {
      if (!u.attributeCode?.code || check === 'expired') return;
      u.attributeCode.wrongAnswers += 1;
      if (u.attributeCode.wrongAnswers >= maxWrongAnswers) delete u.attributeCode.code;
    });
    throw check === 'expired' ? expiredCode() : codeMismatch();
  }
  if (await ctx.users.holderOf(pending.value, user.userId)) throw aliasExists();
  await ctx.users.update(user.userId, (u) => {
    u.attributes.phone_number = pending.value;
    u.attributes.phone_number_verified = 'true';
    delete u.attributeCode;
  });
  return {};
}

async function sendPhoneCode(ctx: IdentityContext, user: LocalUser, value: string): Promise<CodeDeliveryDetails> {
  const code = newCode();
  await ctx.users.update(user.userId, (u) => {
    u.attributeCode = { name: 'phone_number', value, code: pendingCode(code, ctx.now() + ctx.lifetimes.signUpCodeMs), wrongAnswers: 0 };
  });
  ctx.countAttempt(user.userId);
  await ctx.deliverCode('sms', value, code, 'verification');
  return codeDeliveryDetails('sms', value);
}

/** The store verifies phones only; e-mail addresses are verified at sign-up and never change here. */
function assertPhone(name: string): void {
  if (name !== 'phone_number') throw invalidParameter(`The local identity service verifies phone_number only, not ${name}.`);
}

function assertWithinLimit(ctx: IdentityContext, user: LocalUser): void {
  const wait = ctx.accountRetryAfter(user.userId);
  if (wait > 0) throw tooManyRequests(wait);
}
