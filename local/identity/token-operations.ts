import { createLocalJWKSet, errors, jwtVerify } from 'jose';
import * as z from 'zod';
import { CognitoError, notAuthorized } from './cognito-error';
import type { LocalUser } from './credential-store';
import type { IdentityContext } from './identity-context';
import { assertClient, parseInput } from './operation-input';
import { localClientId } from './token-issuer';

const refreshInput = z.object({ ClientId: z.string(), RefreshToken: z.string().min(1) }).loose();
const accessTokenInput = z.object({ AccessToken: z.string().min(1) }).loose();
const revokeInput = z.object({ ClientId: z.string(), Token: z.string().min(1) }).loose();

const refreshRefusals = { unknown: 'Invalid Refresh Token', revoked: 'Refresh Token has been revoked', expired: 'Refresh Token has expired' };

/** GetTokensFromRefreshToken, which Amplify 6 refreshes with: new ID and access tokens, the same refresh token. */
export async function getTokensFromRefreshToken(ctx: IdentityContext, raw: unknown) {
  const input = parseInput(refreshInput, raw);
  assertClient(input.ClientId);
  return { AuthenticationResult: await refreshed(ctx, input.RefreshToken) };
}

/** Shared by GetTokensFromRefreshToken and InitiateAuth's REFRESH_TOKEN_AUTH. Groups and attributes are read afresh. */
export async function refreshed(ctx: IdentityContext, refreshToken: string) {
  const found = await ctx.refreshTokens.lookup(refreshToken);
  if (found.state !== 'valid') throw notAuthorized(refreshRefusals[found.state]);
  const user = await ctx.users.findById(found.record.userId);
  if (!user) throw notAuthorized('Refresh Token has been revoked');
  return ctx.reissue(user, found.record);
}

/** GetUser: the attributes of the access token's user, as Amplify's fetchUserAttributes reads them. */
export async function getUser(ctx: IdentityContext, raw: unknown) {
  const { user } = await accessTokenUser(ctx, parseInput(accessTokenInput, raw).AccessToken);
  const { sub, ...rest } = user.attributes;
  return {
    Username: user.username,
    UserAttributes: [{ Name: 'sub', Value: sub ?? user.userId }, ...Object.entries(rest).map(([Name, Value]) => ({ Name, Value }))],
  };
}

/** GlobalSignOut: ends every sign-in of the user; their refresh tokens and access tokens stop working here. */
export async function globalSignOut(ctx: IdentityContext, raw: unknown) {
  const { user } = await accessTokenUser(ctx, parseInput(accessTokenInput, raw).AccessToken);
  await ctx.refreshTokens.revokeAllOf(user.userId);
  return {};
}

/** RevokeToken, which Amplify's signOut calls when the access token has an `origin_jti`. Unknown tokens are ignored, as Cognito does. */
export async function revokeToken(ctx: IdentityContext, raw: unknown) {
  const input = parseInput(revokeInput, raw);
  assertClient(input.ClientId);
  await ctx.refreshTokens.revoke(input.Token);
  return {};
}

/** The user an access token of this pool names, refusing an expired, forged or revoked one with Cognito's words. */
export async function accessTokenUser(ctx: IdentityContext, token: string): Promise<{ user: LocalUser }> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, createLocalJWKSet({ keys: [ctx.keys.publicJwk] }), {
      issuer: ctx.issuer,
      algorithms: ['RS256'],
      currentDate: new Date(ctx.now()),
    }));
  } catch (error) {
    throw notAuthorized(error instanceof errors.JWTExpired ? 'Access Token has expired' : 'Invalid Access Token');
  }
  if (payload.token_use !== 'access' || payload.client_id !== localClientId || typeof payload.sub !== 'string') throw notAuthorized('Invalid Access Token');
  const state = typeof payload.origin_jti === 'string' ? await ctx.refreshTokens.originState(payload.origin_jti) : 'unknown';
  if (state === 'revoked') throw notAuthorized('Access Token has been revoked');
  const user = await ctx.users.findById(payload.sub);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  return { user };
}
