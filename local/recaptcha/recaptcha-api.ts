import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../gateway/read-body';
import { serveTwin, type TwinServer } from '../runtime/twin-server';
import { mintToken, openToken } from './recaptcha-token';

/** Where a test or a developer puts a score (say `0.1`) to make this browser's next tokens score that, forcing a branch. */
export const forcedScoreKey = 'neonkeys-local-human-score';

/** Google's documented lifetime of a v3 token: two minutes, and it verifies once. */
const tokenLifetimeMs = 2 * 60 * 1000;

export interface RecaptchaTwinOptions {
  siteKey: string;
  secret: string;
  /** Mount path on a shared server (`/_local/recaptcha`), or '' on its own port. */
  pathPrefix?: string;
}

/**
 * The one-machine reCAPTCHA v3, both halves of Google's API: `api.js` defines `grecaptcha.ready` and `grecaptcha.execute`
 * for the SPA's unchanged loader, and `api/siteverify` answers the handlers' verifier with Google's fields and error codes
 * (`invalid-input-secret`, `invalid-input-response`, `timeout-or-duplicate`). A token scores 0.9 unless the browser's
 * session storage forces another score.
 */
export function recaptchaTwin(options: RecaptchaTwinOptions) {
  const prefix = options.pathPrefix ?? '';
  // Tokens verify once; the twin forgets a token when it would have expired anyway.
  const spent = new Map<string, number>();

  return async function serveRecaptcha(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://twin');
    const path = url.pathname.slice(prefix.length);
    if (req.method === 'GET' && path === '/api.js') return script(res, prefix);
    if (req.method === 'POST' && path === '/api2/reload') {
      if (url.searchParams.get('k') !== options.siteKey) return json(res, 400, { error: 'Invalid site key' });
      const input = parseJson(await readBody(req, 4096));
      const action = typeof input?.action === 'string' && /^[A-Za-z0-9_/]{1,100}$/.test(input.action) ? input.action : undefined;
      if (!action) return json(res, 400, { error: 'Invalid action' });
      const score = typeof input?.score === 'number' && input.score >= 0 && input.score <= 1 ? Math.round(input.score * 10) / 10 : 0.9;
      const hostname = String(req.headers.host ?? '').replace(/:\d+$/, '');
      return json(res, 200, { token: mintToken(options.secret, { action, score, hostname }) });
    }
    if (req.method === 'POST' && path === '/api/siteverify') {
      const form = new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));
      if (form.get('secret') !== options.secret) return json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
      const token = form.get('response') ?? '';
      const claims = openToken(options.secret, token);
      if (!claims) return json(res, 200, { success: false, 'error-codes': [token ? 'invalid-input-response' : 'missing-input-response'] });
      const now = Date.now();
      for (const [nonce, expiry] of spent) if (expiry < now) spent.delete(nonce);
      if (now - claims.issuedAt > tokenLifetimeMs || spent.has(claims.nonce)) return json(res, 200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
      spent.set(claims.nonce, claims.issuedAt + tokenLifetimeMs);
      return json(res, 200, { success: true, score: claims.score, action: claims.action, challenge_ts: new Date(claims.issuedAt).toISOString(), hostname: claims.hostname });
    }
    json(res, 404, { error: 'Not found' });
  };
}

/** reCAPTCHA on its own loopback port. */
export function startLocalRecaptcha(options: Omit<RecaptchaTwinOptions, 'pathPrefix'>): Promise<TwinServer> {
  return serveTwin(recaptchaTwin(options));
}

function script(res: ServerResponse, prefix: string) {
  const source = `(() => {
  const reload = ${JSON.stringify(`${prefix}/api2/reload?k=`)};
  const forcedScore = () => {
    try {
      const text = sessionStorage.getItem(${JSON.stringify(forcedScoreKey)});
      return text !== null && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
    } catch {
      return undefined;
    }
  };
  window.grecaptcha = {
    ready(callback) { queueMicrotask(callback); },
    async execute(siteKey, options) {
      const res = await fetch(reload + encodeURIComponent(siteKey), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: options && options.action, score: forcedScore() }) });
      if (!res.ok) throw new Error('reCAPTCHA could not mint a token');
      return (await res.json()).token;
    },
  };
})();
`;
  res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(source);
}

function parseJson(body: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function json(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
