import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SigningKeys } from './signing-keys';

export interface TokenSubject {
  userId: string;
  /** Cognito's username (`cognito:username`, the access token's `username`); the user id unless told otherwise. */
  username?: string;
  email?: string | null;
  groups: readonly string[];
  /** User pool attributes, as strings the way Cognito stores them; the ID token carries the standard ones. */
  attributes?: Readonly<Record<string, string>>;
  /** The sign-in these tokens belong to (the refresh token's id); revoking it revokes them. */
  originJti?: string;
  /** Epoch seconds of the sign-in. */
  authTime?: number;
  /** Epoch ms to issue at; now by default. */
  now?: number;
}

export interface IssuedTokens {
  idToken: string;
  accessToken: string;
  expiresIn: number;
  tokenType: 'Bearer';
}

export const localUserPoolId = 'local_neonkeys';
/** The access key the local AWS twins know the handlers' SDK clients by (the secret is the same word). */
export const localAccessKeyId = 'local';
export const localClientId = 'neonkeys-local-spa';
export const tokenLifetimeSeconds = 3600;

/** The attributes an ID token carries, by Cognito's claim names. Verified flags become booleans, as Cognito sends them. */
const idTokenAttributes = ['email', 'email_verified', 'phone_number', 'phone_number_verified', 'name', 'custom:country', 'identities'] as const;

/**
 * Issues Cognito-shaped ID and access tokens (same claim names, RS256, `kid`) so the SPA's Amplify and the
 * handlers read them exactly as on AWS. Their issuer is the local identity service's URL.
 */
export async function issueTokens(keys: SigningKeys, issuer: string, subject: TokenSubject): Promise<IssuedTokens> {
  const now = subject.now ?? Date.now();
  const iat = Math.floor(now / 1000);
  const username = subject.username ?? subject.userId;
  const common: Record<string, unknown> = {
    sub: subject.userId,
    // Cognito leaves the claim out for a user in no group.
    ...(subject.groups.length ? { 'cognito:groups': [...subject.groups] } : {}),
    iss: issuer,
    origin_jti: subject.originJti ?? randomUUID(),
    event_id: randomUUID(),
    auth_time: subject.authTime ?? iat,
    iat,
    exp: iat + tokenLifetimeSeconds,
  };
  const attributes: Record<string, string> = { ...subject.attributes };
  if (subject.email) attributes.email ??= subject.email;
  if (attributes.email) attributes.email_verified ??= 'true';
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ ...common, ...claims, jti: randomUUID() }).setProtectedHeader({ alg: 'RS256', kid: keys.kid }).sign(keys.privateKey);
  const [idToken, accessToken] = await Promise.all([
    sign({ token_use: 'id', aud: localClientId, 'cognito:username': username, ...idClaims(attributes) }),
    sign({ token_use: 'access', client_id: localClientId, scope: 'aws.cognito.signin.user.admin', username }),
  ]);
  return { idToken, accessToken, expiresIn: tokenLifetimeSeconds, tokenType: 'Bearer' };
}

function idClaims(attributes: Record<string, string>): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  for (const name of idTokenAttributes) {
    const value = attributes[name];
    if (value === undefined) continue;
    if (name.endsWith('_verified')) claims[name] = value === 'true';
    else if (name === 'identities') claims[name] = JSON.parse(value) as unknown;
    else claims[name] = value;
  }
  return claims;
}
