import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HumanVerificationError } from '../../functions/lib/adapters/human-verifier/human-verifier';
import { RecaptchaVerifier } from '../../functions/lib/adapters/human-verifier/recaptcha-verifier';
import type { TwinServer } from '../runtime/twin-server';
import { forcedScoreKey, startLocalRecaptcha } from './recaptcha-api';
import { mintToken } from './recaptcha-token';
import { localSecretNames } from '../secrets/secrets-manager';
import { recaptchaToken } from '../../test/integration/twin-settings';

const site = { siteKey: 'site-key', secret: 'site-secret' };
let twin: TwinServer;

beforeAll(async () => {
  twin = await startLocalRecaptcha(site);
});
afterAll(() => twin.stop());

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Runs the twin's api.js as a browser would, with the page's session storage. */
async function loadScript(storage: Record<string, string> | 'blocked' = {}): Promise<Grecaptcha> {
  const source = await (await fetch(`${twin.endpoint}/api.js?render=${site.siteKey}`)).text();
  const window: { grecaptcha?: Grecaptcha } = {};
  const sessionStorage = {
    getItem: (key: string) => {
      if (storage === 'blocked') throw new Error('blocked');
      return storage[key] ?? null;
    },
  };
  const pageFetch = (path: string, init: RequestInit) => fetch(`${twin.endpoint}${path}`, init);
  runInNewContext(source, { window, sessionStorage, fetch: pageFetch, queueMicrotask, JSON, Number, encodeURIComponent });
  return window.grecaptcha!;
}

const siteverify = async (form: Record<string, string>) =>
  (await (await fetch(`${twin.endpoint}/api/siteverify`, { method: 'POST', body: new URLSearchParams(form) })).json()) as Record<string, unknown>;

describe('the local reCAPTCHA', () => {
  it('mints a token in the page that siteverify scores for its action, once', async () => {
    const grecaptcha = await loadScript();
    const token = await new Promise<string>((resolve) => grecaptcha.ready(() => void grecaptcha.execute(site.siteKey, { action: 'login' }).then(resolve)));

    expect(await siteverify({ secret: site.secret, response: token })).toMatchObject({ success: true, score: 0.9, action: 'login', hostname: '127.0.0.1' });
    expect(await siteverify({ secret: site.secret, response: token })).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it.each<[string, Record<string, string> | 'blocked', number]>([
    ['a forced challenge score', { [forcedScoreKey]: '0.1' }, 0.1],
    ['a forced score with spaces', { [forcedScoreKey]: ' 0.3 ' }, 0.3],
    ['a forced score that is not a number', { [forcedScoreKey]: 'very human' }, 0.9],
    ['blocked storage', 'blocked', 0.9],
  ])('scores %s as %s', async (_case, storage, score) => {
    const token = await (await loadScript(storage)).execute(site.siteKey, { action: 'register' });

    expect(await siteverify({ secret: site.secret, response: token })).toMatchObject({ success: true, score });
  });

  it.each([
    ['the wrong secret', () => ({ secret: 'guess', response: mintToken(site.secret, { action: 'login', score: 0.9, hostname: 'h' }) }), 'invalid-input-secret'],
    ['a token sealed with another secret', () => ({ secret: site.secret, response: mintToken('other', { action: 'login', score: 1, hostname: 'h' }) }), 'invalid-input-response'],
    ['no token', () => ({ secret: site.secret, response: '' }), 'missing-input-response'],
    ['a token older than two minutes', () => ({ secret: site.secret, response: mintToken(site.secret, { action: 'login', score: 0.9, hostname: 'h', issuedAt: Date.now() - 121_000 }) }), 'timeout-or-duplicate'],
  ])('refuses %s with Google’s error code', async (_case, form, code) => {
    expect(await siteverify(form())).toEqual({ success: false, 'error-codes': [code] });
  });

  it('answers the handlers’ verifier, which reads its secret from Secrets Manager and refuses a token minted for another action', async () => {
    // The run's own reCAPTCHA and Secrets Manager (integration setup), as the identity handlers reach them.
    const verifier = new RecaptchaVerifier(localSecretNames.recaptcha, undefined, fetch, undefined, process.env.RECAPTCHA_VERIFY_URL);

    expect(await verifier.score({ token: recaptchaToken('login', 0.7), action: 'login' })).toBe(0.7);
    await expect(verifier.score({ token: recaptchaToken('page_view'), action: 'login' })).rejects.toBeInstanceOf(HumanVerificationError);
  });
});
