import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HumanVerificationError } from './human-verifier';
import { RecaptchaVerifier, siteverifyUrl } from './recaptcha-verifier';

const secretArn = 'arn:aws:secretsmanager:us-east-1:111122223333:secret:neonkeys/recaptcha-AbCdEf';
const secrets = mockClient(SecretsManagerClient);

const answering = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
const verifierWith = (fetchFn: typeof fetch) => new RecaptchaVerifier(secretArn, new SecretsManagerClient({}), fetchFn);

beforeEach(() => {
  secrets.reset();
  secrets.on(GetSecretValueCommand).resolves({ SecretString: 'the-secret-key\n' });
});

describe('the reCAPTCHA verifier', () => {
  it('posts the token, the secret and the visitor address to siteverify and returns the score', async () => {
    const fetchFn = answering({ success: true, score: 0.8, action: 'login', hostname: 'shop.test' });

    const score = await verifierWith(fetchFn).score({ token: 'tok-1', action: 'login', remoteIp: '203.0.113.7' });

    expect(score).toBe(0.8);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe(siteverifyUrl);
    expect(init?.method).toBe('POST');
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({ secret: 'the-secret-key', response: 'tok-1', remoteip: '203.0.113.7' });
  });

  it('reads the secret from Secrets Manager once for many verifications', async () => {
    const verifier = verifierWith(answering({ success: true, score: 0.9, action: 'register' }));

    await verifier.score({ token: 'a', action: 'register' });
    await verifier.score({ token: 'b', action: 'register' });

    expect(secrets.commandCalls(GetSecretValueCommand).map((c) => c.args[0].input)).toEqual([{ SecretId: secretArn }]);
  });

  it('reads the secret again after a failed read', async () => {
    secrets.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: 'the-secret-key' });
    const verifier = verifierWith(answering({ success: true, score: 0.9, action: 'login' }));

    await expect(verifier.score({ token: 'a', action: 'login' })).rejects.toThrow('throttled');
    expect(await verifier.score({ token: 'a', action: 'login' })).toBe(0.9);
  });

  it.each([
    ['an unsuccessful answer', { success: false, 'error-codes': ['timeout-or-duplicate'] }, 'timeout-or-duplicate'],
    ['a token minted for another action', { success: true, score: 0.9, action: 'page_view' }, 'page_view'],
    ['an answer without a score', { success: true, action: 'login' }, 'no score'],
  ])('cannot verify %s', async (_case, answer, message) => {
    const attempt = verifierWith(answering(answer)).score({ token: 't', action: 'login' });

    await expect(attempt).rejects.toBeInstanceOf(HumanVerificationError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('fails without asking anyone when no secret is configured', async () => {
    const fetchFn = answering({ success: true, score: 1, action: 'login' });

    await expect(new RecaptchaVerifier(undefined, new SecretsManagerClient({}), fetchFn).score({ token: 't', action: 'login' })).rejects.toThrow('RECAPTCHA_SECRET_ARN');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('fails when siteverify itself fails', async () => {
    await expect(verifierWith(answering({}, 503)).score({ token: 't', action: 'login' })).rejects.toThrow('503');
  });
});
