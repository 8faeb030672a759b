import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { signGoogleAssertion } from './google-assertion';
import { createJwtAuthorizer } from './jwt-authorizer';
import { loadSigningKeys, type SigningKeys } from './signing-keys';
import { issueTokens } from './token-issuer';

const issuer = 'http://localhost:3000/_local/identity';

describe('the local JWT authorizer', () => {
  let keys: SigningKeys;
  let otherKeys: SigningKeys;
  let authorize: ReturnType<typeof createJwtAuthorizer>;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'neonkeys-authorizer-'));
    [keys, otherKeys] = await Promise.all([loadSigningKeys(join(dir, 'a.json')), loadSigningKeys(join(dir, 'b.json'))]);
    authorize = createJwtAuthorizer(issuer, keys.publicJwk);
  });
  const bearer = (token: string) => `Bearer ${token}`;
  const tokens = (signer = keys, from = issuer, now?: number) => issueTokens(signer, from, { userId: 'u1', email: 'u1@example.test', groups: ['admin', 'employee'], now });

  it('accepts the ID and the access token of the app client, with claims flattened as API Gateway does', async () => {
    const { idToken, accessToken } = await tokens();

    expect(await authorize(bearer(idToken))).toMatchObject({ sub: 'u1', email: 'u1@example.test', 'cognito:groups': '[admin employee]', token_use: 'id' });
    expect(await authorize(bearer(accessToken))).toMatchObject({ sub: 'u1', token_use: 'access', client_id: 'neonkeys-local-spa' });
  });

  it.each<[string, () => Promise<string>]>([
    ['a token signed with another key', async () => (await tokens(otherKeys)).idToken],
    ['a token of another issuer (a Cognito pool)', async () => (await tokens(keys, 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc')).idToken],
    ['an expired token', async () => (await tokens(keys, issuer, Date.now() - 2 * 3600_000)).idToken],
    ['a Google stand-in assertion', () => signGoogleAssertion(keys, issuer, { email: 'g@example.test', name: 'G' }, Date.now())],
    [
      'an ID token of another app client',
      () => new SignJWT({ token_use: 'id', sub: 'u1' }).setProtectedHeader({ alg: 'RS256', kid: keys.kid }).setIssuer(issuer).setAudience('other-client').setIssuedAt().setExpirationTime('1h').sign(keys.privateKey),
    ],
    ['no token at all', async () => ''],
  ])('refuses %s', async (_case, token) => {
    expect(await authorize(bearer(await token()))).toBeNull();
  });
});
