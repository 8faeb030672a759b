import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { IdentityAttributes } from '../../../shared/auth/profile';
import { effectiveRole, type Role } from '../../../shared/auth/roles';

export interface Caller {
  userId: string | null;
  /**
   * The user pool's username: the ID token's `cognito:username` (an access token's `username`). For e-mail and phone
   * sign-ups it is a generated id, for Google users `google_…`; null when the token has neither claim.
   */
  username: string | null;
  email: string | null;
  groups: string[];
  role: Role;
}

type JwtClaims = Record<string, string | number | boolean | string[]>;

/** Reads the identity the JWT authorizer verified; API Gateway flattens array claims to "[a b]" strings. */
export function callerFrom(event: APIGatewayProxyEventV2): Caller {
  const claims = claimsOf(event);
  if (!claims || typeof claims.sub !== 'string') return { userId: null, username: null, email: null, groups: [], role: 'public' };
  const groups = parseGroups(claims['cognito:groups']);
  const username = claims['cognito:username'] ?? claims.username;
  return {
    userId: claims.sub,
    username: typeof username === 'string' && username ? username : null,
    email: typeof claims.email === 'string' ? claims.email : null,
    groups,
    role: effectiveRole(groups, true),
  };
}

function parseGroups(raw: JwtClaims[string] | undefined): string[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw !== 'string' || raw.length === 0) return [];
  return raw.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
}

const profileClaims = ['email', 'name', 'given_name', 'family_name', 'phone_number', 'phone_number_verified', 'custom:country'] as const;

/** The verified ID token's profile claims, named as the user pool's attributes; null for an anonymous caller. */
export function identityAttributesFrom(event: APIGatewayProxyEventV2): IdentityAttributes | null {
  const claims = claimsOf(event);
  if (!claims || typeof claims.sub !== 'string') return null;
  const attributes: IdentityAttributes = { sub: claims.sub };
  for (const name of profileClaims) {
    const value = claims[name];
    // A verified flag is a boolean in the token, and a string once API Gateway has flattened the claims.
    if (typeof value === 'string' || typeof value === 'boolean') attributes[name] = String(value);
  }
  return attributes;
}

/**
 * The caller's e-mail when their token says the user pool verified it (lower-cased, as guest orders store it); null
 * otherwise. API Gateway passes the flag as the string "true", the local authorizer as a boolean.
 */
export function verifiedEmailFrom(event: APIGatewayProxyEventV2): string | null {
  const claims = claimsOf(event);
  if (!claims || typeof claims.email !== 'string' || !claims.email) return null;
  const verified = claims.email_verified;
  return verified === true || verified === 'true' ? claims.email.toLowerCase() : null;
}

function claimsOf(event: APIGatewayProxyEventV2): JwtClaims | undefined {
  return (event.requestContext as { authorizer?: { jwt?: { claims?: JwtClaims } } }).authorizer?.jwt?.claims;
}
