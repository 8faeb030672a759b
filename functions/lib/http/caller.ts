import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { effectiveRole, type Role } from '../../../shared/auth/roles';

export interface Caller {
  userId: string | null;
  email: string | null;
  groups: string[];
  role: Role;
}

type JwtClaims = Record<string, string | number | boolean | string[]>;

/** Reads the identity the JWT authorizer verified; API Gateway flattens array claims to "[a b]" strings. */
export function callerFrom(event: APIGatewayProxyEventV2): Caller {
  const authorizer = (event.requestContext as { authorizer?: { jwt?: { claims?: JwtClaims } } }).authorizer;
  const claims = authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string') return { userId: null, email: null, groups: [], role: 'public' };
  const groups = parseGroups(claims['cognito:groups']);
  return {
    userId: claims.sub,
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
