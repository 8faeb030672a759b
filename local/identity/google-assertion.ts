import { createHash, randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import type { SigningKeys } from './signing-keys';

/** Who the local Google stand-in says signed in. */
export interface GoogleIdentity {
  /** Google's stable account id; here derived from the e-mail, so the same address is always the same account. */
  googleId: string;
  email: string;
  name: string;
}

const audience = 'local-google';
const lifetimeSeconds = 5 * 60;

/**
 * The stand-in's answer to CUSTOM_AUTH: a short-lived JWT signed with the local identity key for the audience
 * `local-google`. No API accepts it: they want the client id as audience and a `token_use`.
 */
export async function signGoogleAssertion(keys: SigningKeys, issuer: string, person: { email: string; name: string }, now: number): Promise<string> {
  const email = person.email.trim().toLowerCase();
  const iat = Math.floor(now / 1000);
  return new SignJWT({ email, email_verified: true, name: person.name.trim() })
    .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(googleIdOf(email))
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(keys.privateKey);
}

/** The identity in a valid assertion, with its id so it can be used once; null for anything else. */
export async function verifyGoogleAssertion(
  keys: SigningKeys,
  issuer: string,
  assertion: string,
  now: number,
): Promise<(GoogleIdentity & { assertionId: string; expiresAt: number }) | null> {
  try {
    const { payload } = await jwtVerify(assertion, createLocalJWKSet({ keys: [keys.publicJwk] }), {
      issuer,
      audience,
      algorithms: ['RS256'],
      currentDate: new Date(now),
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    if (typeof payload.email !== 'string' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return {
      googleId: payload.sub,
      email: payload.email,
      name: typeof payload.name === 'string' ? payload.name : '',
      assertionId: payload.jti,
      expiresAt: payload.exp! * 1000,
    };
  } catch {
    return null;
  }
}

function googleIdOf(email: string): string {
  // Google ids are 21 digits.
  return BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 16)}`).toString().padStart(21, '1').slice(0, 21);
}
