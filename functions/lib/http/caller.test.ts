import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { callerFrom, identityAttributesFrom, verifiedEmailFrom, type Caller } from './caller';

function eventWithClaims(claims: Record<string, unknown> | undefined): APIGatewayProxyEventV2 {
  const authorizer = claims ? { jwt: { claims, scopes: null } } : undefined;
  return { requestContext: { requestId: 'req-1', authorizer } } as unknown as APIGatewayProxyEventV2;
}

describe('callerFrom', () => {
  it.each<[string, unknown, Pick<Caller, 'groups' | 'role'>]>([
    ['groups flattened by API Gateway to "[admin employee]"', '[admin employee]', { groups: ['admin', 'employee'], role: 'admin' }],
    ['a single flattened group "[employee]"', '[employee]', { groups: ['employee'], role: 'employee' }],
    ['flattened groups separated by commas', '[employee,admin]', { groups: ['employee', 'admin'], role: 'admin' }],
    ['groups as a real array', ['employee'], { groups: ['employee'], role: 'employee' }],
    ['an empty flattened list "[]"', '[]', { groups: [], role: 'user' }],
    ['no groups claim', undefined, { groups: [], role: 'user' }],
    ['a group name that only contains "admin"', '[sysadmins]', { groups: ['sysadmins'], role: 'user' }],
  ])('reads %s', (_case, groupsClaim, expected) => {
    const claims = { sub: 'user-123', email: 'ana@example.com', ...(groupsClaim === undefined ? {} : { 'cognito:groups': groupsClaim }) };

    expect(callerFrom(eventWithClaims(claims))).toEqual({ userId: 'user-123', username: null, email: 'ana@example.com', ...expected });
  });

  it('leaves the email empty when the token carries none', () => {
    expect(callerFrom(eventWithClaims({ sub: 'user-123' })).email).toBeNull();
  });

  it.each([
    ["an ID token's cognito:username", { 'cognito:username': 'google_1234567890' }, 'google_1234567890'],
    ["an access token's username", { username: 'c0ffee-sub' }, 'c0ffee-sub'],
    ['neither claim', {}, null],
  ])('reads the pool username from %s', (_case, claims, expected) => {
    expect(callerFrom(eventWithClaims({ sub: 'user-123', ...claims })).username).toBe(expected);
  });

  it.each<[string, Record<string, unknown> | undefined]>([
    ['no authorizer', undefined],
    ['claims without a subject', { 'cognito:groups': '[admin]', email: 'x@example.com' }],
    ['a subject that is not a string', { sub: 42, 'cognito:groups': '[admin]' }],
  ])('treats a request with %s as a public caller, whatever groups it claims', (_case, claims) => {
    expect(callerFrom(eventWithClaims(claims))).toEqual({ userId: null, username: null, email: null, groups: [], role: 'public' });
  });
});

describe('identityAttributesFrom', () => {
  it('reads the profile claims of an ID token, leaving out the rest', () => {
    const claims = { sub: 'user-123', email: 'ana@example.com', name: 'Ana Silva', phone_number: '+351912345678', 'custom:country': 'PT', email_verified: 'true', 'cognito:groups': '[]' };

    expect(identityAttributesFrom(eventWithClaims(claims))).toEqual({ sub: 'user-123', email: 'ana@example.com', name: 'Ana Silva', phone_number: '+351912345678', 'custom:country': 'PT' });
  });

  it('has nothing for an anonymous caller', () => {
    expect(identityAttributesFrom(eventWithClaims(undefined))).toBeNull();
  });

  it.each([
    ['flattened to a string by API Gateway', 'true'],
    ['as the boolean the token carries', true],
  ])('reads whether the phone is verified, %s', (_case, verified) => {
    const claims = { sub: 'user-123', phone_number: '+351912345678', phone_number_verified: verified };

    expect(identityAttributesFrom(eventWithClaims(claims))).toEqual({ sub: 'user-123', phone_number: '+351912345678', phone_number_verified: 'true' });
  });
});

describe('verifiedEmailFrom', () => {
  it.each<[string, Record<string, unknown> | undefined, string | null]>([
    ['a verified e-mail flagged as API Gateway flattens it', { sub: 'u', email: 'Ana@Example.com', email_verified: 'true' }, 'ana@example.com'],
    ['a verified e-mail flagged as a boolean', { sub: 'u', email: 'ana@example.com', email_verified: true }, 'ana@example.com'],
    ['an e-mail the pool has not verified', { sub: 'u', email: 'ana@example.com', email_verified: 'false' }, null],
    ['an e-mail without the flag', { sub: 'u', email: 'ana@example.com' }, null],
    ['no e-mail (a phone account)', { sub: 'u', phone_number: '+351912345678', email_verified: 'true' }, null],
    ['an anonymous caller', undefined, null],
  ])('reads %s as %s', (_case, claims, expected) => {
    expect(verifiedEmailFrom(eventWithClaims(claims))).toBe(expected);
  });
});
