import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { JWK } from 'jose';
import { localClientId } from './token-issuer';

export type FlatClaims = Record<string, string | number | boolean>;

/**
 * The local twin of API Gateway's JWT authorizer, with aws-jwt-verify: signature against the local JWKS, issuer,
 * expiry, and the client id as audience (`aud` of ID tokens, `client_id` of access tokens), then the claims
 * flattened the way API Gateway does. The issuer is the local service's URL, so no AWS authorizer accepts these.
 */
export function createJwtAuthorizer(issuer: string, publicJwk: JWK) {
  const jwks = new TextEncoder().encode(JSON.stringify({ keys: [publicJwk] }));
  // The keys are known in-process: the cache's fetcher hands them over instead of calling the JWKS URL.
  const jwksCache = new SimpleJwksCache({ fetcher: { fetch: async () => jwks.buffer.slice(jwks.byteOffset, jwks.byteOffset + jwks.byteLength) as ArrayBuffer } });
  const verifier = JwtVerifier.create(
    {
      issuer,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      audience: null,
      customJwtCheck: ({ payload }) => {
        const audience = payload.token_use === 'access' ? payload.client_id : payload.token_use === 'id' ? payload.aud : undefined;
        if (audience !== localClientId) throw new Error('Not a token of this app client');
      },
    },
    { jwksCache },
  );
  return async (authorization: string | undefined): Promise<FlatClaims | null> => {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return null;
    try {
      return flatten(await verifier.verify(token));
    } catch {
      return null;
    }
  };
}

function flatten(payload: JwtPayload): FlatClaims {
  const claims: FlatClaims = {};
  for (const [name, value] of Object.entries(payload)) {
    if (Array.isArray(value)) claims[name] = value.every((v) => typeof v !== 'object') ? `[${value.join(' ')}]` : JSON.stringify(value);
    else if (typeof value === 'object' && value !== null) claims[name] = JSON.stringify(value);
    else if (value !== undefined) claims[name] = value as string | number | boolean;
  }
  return claims;
}
