import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  action: string;
  score: number;
  hostname: string;
  /** When the browser minted it, in ms. */
  issuedAt: number;
  nonce: string;
}

/**
 * A reCAPTCHA v3 token as the local twin mints it: the claims Google's siteverify reports, sealed with an HMAC under the
 * site's secret key so only siteverify (which holds the secret) can read them back, and nobody can raise their own score
 * without it.
 */
export function mintToken(secret: string, claims: Omit<TokenClaims, 'nonce' | 'issuedAt'> & Partial<Pick<TokenClaims, 'issuedAt'>>): string {
  const body = Buffer.from(JSON.stringify({ ...claims, issuedAt: claims.issuedAt ?? Date.now(), nonce: randomBytes(12).toString('base64url') })).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function openToken(secret: string, token: string): TokenClaims | undefined {
  const [body = '', signature = ''] = token.split('.');
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (!body || expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return undefined;
  }
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}
