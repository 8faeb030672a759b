import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CognitoError } from '../identity/cognito-error';
import { allowedRedirect, googleAuthorizePage, googleCallback } from '../identity/google-authorize-page';
import type { HtmlPage } from '../identity/html-page';
import type { LocalIdentityService } from '../identity/identity-service';
import { loginKind } from '../identity/login-name';
import { outboxPage } from '../identity/outbox-page';
import { signingAccessKey } from '../runtime/signing-access-key';
import { readBody } from './read-body';

const jsonHeaders = { 'content-type': 'application/json', 'cache-control': 'no-store' };
const targetPrefix = 'AWSCognitoIdentityProviderService.';
// Cognito answers browsers from any origin; Amplify sends these headers with every call.
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type, x-amz-target, x-amz-user-agent, amz-sdk-invocation-id, amz-sdk-request, cache-control, authorization',
  'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, retry-after',
  'access-control-max-age': '600',
};

/**
 * The local identity service under `/_local/identity`: Cognito's JSON API at `/cognito`, its JWKS, and the
 * local Google stand-in's authorize page.
 */
export async function serveIdentity(req: IncomingMessage, res: ServerResponse, path: string, identity: LocalIdentityService, ip: string) {
  if (path === '/cognito' || path === '/cognito/') {
    if (req.method === 'OPTIONS') return void res.writeHead(204, corsHeaders).end();
    if (req.method === 'POST') return serveCognitoApi(req, res, identity, ip);
  }
  if (req.method === 'GET' && path === '/.well-known/jwks.json') {
    return void res.writeHead(200, { ...jsonHeaders, 'access-control-allow-origin': '*' }).end(JSON.stringify({ keys: [identity.keys.publicJwk] }));
  }
  if (path === '/google/authorize' && (req.method === 'GET' || req.method === 'POST')) return serveGoogleAuthorize(req, res, identity);
  res.writeHead(404, jsonHeaders).end('{"message":"Not Found"}');
}

async function serveCognitoApi(req: IncomingMessage, res: ServerResponse, identity: LocalIdentityService, ip: string) {
  const requestId = randomUUID();
  const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    res
      .writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': requestId, ...corsHeaders, ...headers })
      .end(JSON.stringify(body));
  const target = String(req.headers['x-amz-target'] ?? '');
  let input: unknown;
  try {
    input = JSON.parse((await readBody(req, 64 * 1024)).toString('utf8') || '{}');
  } catch {
    return reply(400, { __type: 'SerializationException', message: 'The request body is not valid JSON.' });
  }
  if (!target.startsWith(targetPrefix)) return reply(400, { __type: 'UnknownOperationException', message: `Unknown target ${target}` });
  try {
    reply(200, await identity.handle(target.slice(targetPrefix.length), input, ip, signingAccessKey(req)));
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    reply(error.status, { __type: error.type, message: error.message }, { 'x-amzn-errortype': `${error.type}:`, ...error.headers });
  }
}

/** GET shows the form; POST (the form) redirects back to the SPA with a signed assertion. */
async function serveGoogleAuthorize(req: IncomingMessage, res: ServerResponse, identity: LocalIdentityService) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const fields = req.method === 'POST' ? new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8')) : url.searchParams;
  const redirectUri = allowedRedirect(fields.get('redirect_uri'), identity.spaOrigin, req.headers.host ? `http://${req.headers.host}` : undefined);
  if (!redirectUri) return void res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('redirect_uri must be the SPA origin or a loopback address.');
  const state = fields.get('state') ?? '';
  if (req.method === 'GET') return sendPage(res, googleAuthorizePage({ redirectUri, state, email: url.searchParams.get('login_hint') ?? undefined }));
  const email = (fields.get('email') ?? '').trim().toLowerCase();
  const name = (fields.get('name') ?? '').trim().slice(0, 100);
  if (loginKind(email) !== 'email') return sendPage(res, googleAuthorizePage({ redirectUri, state, email, name, error: 'Enter a valid email address.' }));
  const assertion = await identity.googleAssertion({ email, name });
  res.writeHead(303, { location: googleCallback(redirectUri, assertion, email, state), 'cache-control': 'no-store' }).end();
}

/** The local outbox, only ever served by the local gateway: `/dev/outbox`, `/dev/outbox.json?to=`, `POST /dev/outbox/expire-codes?to=`. */
export async function serveDevOutbox(req: IncomingMessage, res: ServerResponse, url: URL, identity: LocalIdentityService) {
  const to = url.searchParams.get('to') ?? undefined;
  if (req.method === 'GET' && url.pathname === '/dev/outbox') return sendPage(res, outboxPage(await identity.outbox.list()));
  if (req.method === 'GET' && url.pathname === '/dev/outbox.json') {
    return void res.writeHead(200, jsonHeaders).end(JSON.stringify({ messages: await identity.outbox.list(to) }));
  }
  if (req.method === 'POST' && url.pathname === '/dev/outbox/expire-codes') {
    if (!to) return void res.writeHead(400, jsonHeaders).end('{"message":"Name the recipient: ?to=<email or +phone>"}');
    return void res.writeHead(200, jsonHeaders).end(JSON.stringify({ expired: await identity.expireCodes(to) }));
  }
  res.writeHead(404, jsonHeaders).end('{"message":"Not Found"}');
}

function sendPage(res: ServerResponse, page: HtmlPage) {
  res.writeHead(page.status, page.headers).end(page.body);
}
