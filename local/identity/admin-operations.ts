import * as z from 'zod';
import { staffRoles } from '../../shared/auth/role-resolution';
import { CognitoError, invalidParameter } from './cognito-error';
import type { LocalUser } from './credential-store';
import type { IdentityContext } from './identity-context';
import { parseInput } from './operation-input';
import { localUserPoolId } from './token-issuer';

const userInput = z.object({ UserPoolId: z.string(), Username: z.string().min(1).max(128) }).loose();
const groupInput = userInput.extend({ GroupName: z.string().min(1).max(128) });
const attributesInput = userInput.extend({
  UserAttributes: z.array(z.object({ Name: z.string().min(1).max(32), Value: z.string().max(2048) })).min(1).max(25),
});

// Sign-in aliases: Cognito would ask to verify a new value, which the local service cannot do for an admin call.
const aliasAttributes = new Set(['email', 'phone_number', 'sub', 'email_verified', 'phone_number_verified', 'identities']);

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

/** AdminUpdateUserAttributes: a profile edit writes the name and country back, so the next token refresh carries them. */
export async function adminUpdateUserAttributes(ctx: IdentityContext, raw: unknown) {
  const input = parseInput(attributesInput, raw);
  const user = await poolUser(ctx, input);
  const refused = input.UserAttributes.find((a) => aliasAttributes.has(a.Name));
  if (refused) throw invalidParameter(`The local identity service cannot change ${refused.Name} without verification.`);
  await ctx.users.setAttributes(user.userId, Object.fromEntries(input.UserAttributes.map((a) => [a.Name, a.Value])));
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
