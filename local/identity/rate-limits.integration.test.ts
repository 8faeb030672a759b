import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { localClientId } from './token-issuer';

const ClientId = localClientId;

describe('rate limits of the local identity service', () => {
  let gateway: TestGateway;
  let clock = Date.now();

  beforeAll(async () => {
    await useTestTable();
    gateway = await startTestGateway({
      identity: { now: () => clock, limits: { perIp: { limit: 4, windowMs: 60_000 }, perAccount: { limit: 2, windowMs: 15 * 60_000 } } },
    });
    await gateway.identity.users.upsert({ userId: 'limited', email: 'limited@example.test', groups: [], password: 'Limited!2345' });
  });
  afterAll(() => gateway.close());

  /** One raw Cognito call, as a browser at `ip` behind a local proxy would make it. */
  const call = (operation: string, body: unknown, ip: string) =>
    fetch(`${gateway.url}/_local/identity/cognito`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`, 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
  const signIn = (username: string, password: string, ip: string) =>
    call('InitiateAuth', { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } }, ip);

  it('answers 429 with Retry-After once an account had its failed attempts, even to the right password, until the window passes', async () => {
    expect((await signIn('limited@example.test', 'Wrong!23456', '198.51.100.1')).status).toBe(400);
    expect((await signIn('LIMITED@example.test', 'Wrong!23456', '198.51.100.2')).status).toBe(400);

    const refused = await signIn('limited@example.test', 'Limited!2345', '198.51.100.3');

    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({ __type: 'TooManyRequestsException', message: 'Too many attempts. Please try again in 900 seconds.' });

    clock += 15 * 60_000;
    expect((await signIn('limited@example.test', 'Limited!2345', '198.51.100.3')).status).toBe(200);
  });

  it('answers 429 to an address that made too many sign-in requests, and not to another address', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 4; i += 1) expect((await call('SignUp', { ClientId, Username: `someone-${i}@example.test`, Password: 'weak' }, ip)).status).toBe(400);

    const refused = await signIn('limited@example.test', 'Limited!2345', ip);

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn('limited@example.test', 'Limited!2345', '203.0.113.8')).status).toBe(200);
  });

  it('reaches the AWS SDK as TooManyRequestsException with HTTP 429', async () => {
    const cognito = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: `${gateway.url}/_local/identity/cognito`,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    for (let i = 0; i < 2; i += 1) await signIn('sdk@example.test', 'Wrong!23456', '192.0.2.1');

    const error = await cognito
      .send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'sdk@example.test', PASSWORD: 'Wrong!23456' } }))
      .catch((e: Error & { $metadata?: { httpStatusCode?: number } }) => e);

    expect(error).toMatchObject({ name: 'TooManyRequestsException', $metadata: { httpStatusCode: 429 } });
    cognito.destroy();
  });
});
