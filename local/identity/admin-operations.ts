import * as z from 'zod';
import { staffRoles } from '../../shared/auth/role-resolution';
import { CognitoError, invalidParameter } from './cognito-error';
import type { LocalUser } from './credential-store';
import type { IdentityContext } from './identity-context';
import { parseInput } from './operation-input';
import { updatePhoneNumber } from './attribute-verification';
import { localUserPoolId } from './token-issuer';

const userInput = z.object({ UserPoolId: z.string(), Username: z.string().min(1).max(128) }).loose();
const groupInput = userInput.extend({ GroupName: z.string().min(1).max(128) });
const attributesInput = userInput.extend({
  UserAttributes: z.array(z.object({ Name: z.string().min(1).max(32), Value: z.string().max(2048) })).min(1).max(25),
});

// The e-mail is verified at sign-up and never changes in this store; `sub` and `identities` are the pool's own.
const fixedAttributes = new Set(['email', 'sub', 'email_verified', 'identities']);
const phoneAttributes = new Set(['phone_number', 'phone_number_verified']);

/** AdminAddUserToGroup: the role API mirrors a granted staff role into the pool's group. */
export async function adminAddUserToGroup(ctx: IdentityContext, raw: unknown) {
  const input = parseInput(groupInput, raw);
  const user = await poolUser(ctx, input);
  await ctx.users.setGroupMembership(user.userId, poolGroup(input.GroupName), true);
  return {};
}

/** AdminRemoveUserFromGroup: the role API mirrors a revoked staff role. */
export async function adminRemoveUserFromGroup(ctx: IdentityContext, raw: unknown) {
  const input = parseInput(groupInput, raw);
  const user = await poolUser(ctx, input);
  await ctx.users.setGroupMembership(user.userId, poolGroup(input.GroupName), false);
  return {};
}

/**
 * AdminUpdateUserAttributes: a profile edit writes the name and country back, so the next token refresh carries them,
 * and a new phone, which waits for its code (`updatePhoneNumber`). Everything is checked before anything is written.
 */
export async function adminUpdateUserAttributes(ctx: IdentityContext, raw: unknown) {
  const input = parseInput(attributesInput, raw);
  const user = await poolUser(ctx, input);
  const refused = input.UserAttributes.find((a) => fixedAttributes.has(a.Name));
  if (refused) throw invalidParameter(`The local identity service cannot change ${refused.Name}.`);
  const phone = input.UserAttributes.find((a) => a.Name === 'phone_number');
  const vouched = input.UserAttributes.find((a) => a.Name === 'phone_number_verified')?.Value === 'true';
  if (!phone && input.UserAttributes.some((a) => a.Name === 'phone_number_verified')) throw invalidParameter('phone_number_verified needs phone_number in the same request.');
  if (phone) await updatePhoneNumber(ctx, user, phone.Value.trim(), vouched);
  const others = input.UserAttributes.filter((a) => !phoneAttributes.has(a.Name));
  if (others.length) await ctx.users.setAttributes(user.userId, Object.fromEntries(others.map((a) => [a.Name, a.Value])));
  return {};
}

/** The pool's user by username, sub or sign-in alias, as Cognito's admin API resolves them. */
async function poolUser(ctx: IdentityContext, input: { UserPoolId: string; Username: string }): Promise<LocalUser> {
  if (input.UserPoolId !== localUserPoolId) throw new CognitoError('ResourceNotFoundException', `User pool ${input.UserPoolId} does not exist.`);
  const user = (await ctx.users.findById(input.Username)) ?? (await ctx.users.find(input.Username));
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  return user;
}

function poolGroup(name: string): string {
  if (!(staffRoles as readonly string[]).includes(name)) throw new CognitoError('ResourceNotFoundException', 'Group not found.');
  return name;
}
