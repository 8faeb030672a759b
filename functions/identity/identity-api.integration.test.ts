import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthClientConfig } from '../../shared/auth/auth-client-config';
import type { HumanVerificationResult } from '../../shared/auth/human-verification';
import type { Profile } from '../../shared/auth/profile';
import type { Problem } from '../../shared/http/problem';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { recaptchaToken } from '../../test/integration/twin-settings';
import type { Deps } from '../lib/deps';

describe('identity API', () => {
  let deps: Deps;
  let gateway: TestGateway;
  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  const call = async <T>(method: string, path: string, { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${gateway.url}${path}`, {
      method,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, contentType: res.headers.get('content-type'), body: (await res.json()) as T };
  };
  const stored = async (userId: string) => (await deps.store.entities.user.get({ userId }).go()).data;

  describe('GET /api/auth/config', () => {
    it("gives the SPA the local identity service's settings", async () => {
      const { status, body } = await call<AuthClientConfig>('GET', '/api/auth/config');

      expect(status).toBe(200);
      expect(body).toEqual({
        userPoolId: 'local_neonkeys',
        userPoolClientId: 'neonkeys-local-spa',
        userPoolEndpoint: '/_local/identity/cognito',
        google: { kind: 'local', authorizeUrl: '/_local/identity/google/authorize' },
        humanVerification: { siteKey: 'it-recaptcha-site-key', scriptUrl: '/_local/recaptcha/api.js' },
      });
    });
  });

  describe('POST /api/verify-human', () => {
    const verify = (body: unknown) => call<HumanVerificationResult>('POST', '/api/verify-human', { body, headers: { 'x-session-id': 'session-1' } });

    it.each<[string, { token: string; action: string; expectedScore?: number }, HumanVerificationResult]>([
      ['passes a human score', { token: recaptchaToken('register', 0.9), action: 'register' }, { success: true, score: 0.9, riskLevel: 'low', challenge: false, fallback: false, threshold: 0.7 }],
      ['fails a score below the action threshold', { token: recaptchaToken('register', 0.6), action: 'register' }, { success: false, score: 0.6, riskLevel: 'low', challenge: false, fallback: false, threshold: 0.7 }],
      ['challenges a score below 0.2', { token: recaptchaToken('login', 0.1), action: 'login' }, { success: false, score: 0.1, riskLevel: 'high', challenge: true, fallback: false, threshold: 0.5 }],
      ['lets an expected score raise the threshold', { token: recaptchaToken('login', 0.6), action: 'login', expectedScore: 0.8 }, { success: false, score: 0.6, riskLevel: 'low', challenge: false, fallback: false, threshold: 0.8 }],
      ['falls back to medium risk when the token cannot be verified', { token: 'not-a-recaptcha-token', action: 'phone_login' }, { success: true, score: 0.5, riskLevel: 'medium', challenge: false, fallback: true, threshold: 0.5 }],
    ])('%s', async (_case, body, expected) => {
      const { status, body: result } = await verify(body);

      expect(status).toBe(200);
      expect(result).toEqual(expected);
    });

    it.each([
      ['an unknown action', { token: recaptchaToken('checkout', 0.9), action: 'checkout' }, 'body.action'],
      ['an empty token', { token: '', action: 'login' }, 'body.token'],
      ['a token over 4096 characters', { token: 'x'.repeat(4097), action: 'login' }, 'body.token'],
      ['an expected score above 1', { token: recaptchaToken('login', 0.9), action: 'login', expectedScore: 2 }, 'body.expectedScore'],
      ['an unknown field', { token: recaptchaToken('login', 0.9), action: 'login', bypass: true }, 'body'],
    ])('answers 400 problem+json for %s', async (_case, body, path) => {
      const { status, contentType, body: problem } = await call<Problem>('POST', '/api/verify-human', { body });

      expect(status).toBe(400);
      expect(contentType).toContain('application/problem+json');
      expect(problem.errors?.map((e) => e.path)).toContain(path);
    });
  });

  describe('GET /api/account/profile', () => {
    it("creates the caller's profile from their token when the trigger has not, then serves the same one", async () => {
      const token = await gateway.tokenFor('user', 'profile-reader');

      const first = await call<Profile>('GET', '/api/account/profile', { token });
      const second = await call<Profile>('GET', '/api/account/profile', { token });

      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ userId: 'profile-reader', email: 'profile-reader@example.test', username: 'profile-reader', fullName: null, country: null, phone: null });
      expect(second.body).toEqual(first.body);
    });

    it('serves the profile the post-confirmation trigger made, unchanged', async () => {
      await deps.store.entities.user.create({ userId: 'profile-confirmed', email: 'ada@example.test', fullName: 'Ada Lovelace', username: 'ada', country: 'GB' }).go();
      const token = await gateway.tokenFor('user', 'profile-confirmed');

      const { body } = await call<Profile>('GET', '/api/account/profile', { token });

      expect(body).toMatchObject({ userId: 'profile-confirmed', fullName: 'Ada Lovelace', email: 'ada@example.test', country: 'GB' });
    });

    it('creates one profile when many first reads race', async () => {
      const token = await gateway.tokenFor('user', 'profile-racer');

      const answers = await Promise.all(Array.from({ length: 8 }, () => call<Profile>('GET', '/api/account/profile', { token })));

      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((a) => a.body.createdAt)).size).toBe(1);
    });
  });

  describe('PUT /api/account/profile', () => {
    it("updates the caller's own name, country and phone, keeping the rest", async () => {
      const token = await gateway.tokenFor('user', 'profile-editor');
      const created = (await call<Profile>('GET', '/api/account/profile', { token })).body;

      const { status, body } = await call<Profile>('PUT', '/api/account/profile', { token, body: { fullName: '  Grace Hopper ', country: 'us', phone: '+14155550123' } });

      expect(status).toBe(200);
      expect(body).toMatchObject({ userId: 'profile-editor', fullName: 'Grace Hopper', country: 'US', phone: '+14155550123', email: created.email, createdAt: created.createdAt });
      expect(await stored('profile-editor')).toMatchObject({ fullName: 'Grace Hopper', country: 'US', phone: '+14155550123' });
    });

    it('removes the phone when it is set to null', async () => {
      const token = await gateway.tokenFor('user', 'profile-phone');
      await call('PUT', '/api/account/profile', { token, body: { fullName: 'Phone Owner', country: 'PT', phone: '+351912345678' } });

      const { body } = await call<Profile>('PUT', '/api/account/profile', { token, body: { fullName: 'Phone Owner', country: 'PT', phone: null } });

      expect(body.phone).toBeNull();
      expect((await stored('profile-phone'))?.phone).toBeUndefined();
    });

    it('creates the profile when the first edit comes before any read', async () => {
      const token = await gateway.tokenFor('user', 'profile-first-edit');

      const { body } = await call<Profile>('PUT', '/api/account/profile', { token, body: { fullName: 'Early Editor', country: 'DE', phone: null } });

      expect(body).toMatchObject({ userId: 'profile-first-edit', email: 'profile-first-edit@example.test', username: 'profile-first-edit', fullName: 'Early Editor', country: 'DE' });
    });

    it.each([
      ['a blank name', { fullName: '   ', country: 'US', phone: null }, 'body.fullName'],
      ['a name over 100 characters', { fullName: 'x'.repeat(101), country: 'US', phone: null }, 'body.fullName'],
      ['a country not on the list', { fullName: 'Valid Name', country: 'ZZ', phone: null }, 'body.country'],
      ['a phone not in E.164', { fullName: 'Valid Name', country: 'US', phone: '(415) 555-0123' }, 'body.phone'],
      ['another user id', { fullName: 'Valid Name', country: 'US', phone: null, userId: 'someone-else' }, 'body'],
    ])('answers 400 problem+json for %s and writes nothing', async (_case, body, path) => {
      const token = await gateway.tokenFor('user', 'profile-bad-input');
      await call('PUT', '/api/account/profile', { token, body: { fullName: 'Before', country: 'FR', phone: null } });
      const before = await stored('profile-bad-input');

      const { status, contentType, body: problem } = await call<Problem>('PUT', '/api/account/profile', { token, body });

      expect(status).toBe(400);
      expect(contentType).toContain('application/problem+json');
      expect(problem.errors?.map((e) => e.path)).toContain(path);
      expect(await stored('profile-bad-input')).toEqual(before);
      expect(await stored('someone-else')).toBeNull();
    });

    it('is for signed-in callers only', async () => {
      const { status } = await call('PUT', '/api/account/profile', { body: { fullName: 'Anonymous', country: 'US', phone: null } });

      expect(status).toBe(401);
    });
  });
});
