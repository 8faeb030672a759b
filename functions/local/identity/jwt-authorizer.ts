import { createLocalJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { localClientId } from './token-issuer';

export type FlatClaims = Record<string, string | number | boolean>;

/**
 * The local twin of API Gateway's JWT authorizer: verifies signature, issuer, expiry and audience
 * (aud for ID tokens, client_id for access tokens), then flattens claims the way API Gateway does.
 */
export function createJwtAuthorizer(issuer: string, publicJwk: JWK) {
  const jwks = createLocalJWKSet({ keys: [publicJwk] });
  return async (authorization: string | undefined): Promise<FlatClaims | null> => {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, algorithms: ['RS256'] });
      const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
      if (audience !== localClientId) return null;
      return flatten(payload);
    } catch {
      return null;
    }
  };
}

function flatten(payload: JWTPayload): FlatClaims {
  const claims: FlatClaims = {};
  for (const [name, value] of Object.entries(payload)) {
    if (Array.isArray(value)) claims[name] = `[${value.join(' ')}]`;
    else if (typeof value === 'object' && value !== null) claims[name] = JSON.stringify(value);
    else if (value !== undefined) claims[name] = value as string | number | boolean;
  }
  return claims;
}
