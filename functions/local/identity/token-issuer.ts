import { SignJWT } from 'jose';
import type { SigningKeys } from './signing-keys';

export interface TokenSubject {
  userId: string;
  email: string;
  groups: readonly string[];
}

export interface IssuedTokens {
  idToken: string;
  accessToken: string;
  expiresIn: number;
  tokenType: 'Bearer';
}

export const localClientId = 'neonkeys-local-spa';
const lifetimeSeconds = 3600;

/** Issues Cognito-shaped ID and access tokens (same claim names) so handlers read them exactly as on AWS. */
export async function issueTokens(keys: SigningKeys, issuer: string, subject: TokenSubject): Promise<IssuedTokens> {
  const common = { 'cognito:groups': [...subject.groups], 'cognito:username': subject.userId };
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ ...common, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
      .setIssuer(issuer)
      .setSubject(subject.userId)
      .setIssuedAt()
      .setExpirationTime(`${lifetimeSeconds}s`)
      .sign(keys.privateKey);
  const [idToken, accessToken] = await Promise.all([
    sign({ token_use: 'id', aud: localClientId, email: subject.email, email_verified: true }),
    sign({ token_use: 'access', client_id: localClientId, scope: 'openid email profile' }),
  ]);
  return { idToken, accessToken, expiresIn: lifetimeSeconds, tokenType: 'Bearer' };
}
