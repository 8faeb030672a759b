import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CredentialStore } from '../identity/credential-store';
import type { SigningKeys } from '../identity/signing-keys';
import { issueTokens } from '../identity/token-issuer';
import { readBody } from './read-body';

export interface LocalIdentity {
  issuer: string;
  keys: SigningKeys;
  credentials: CredentialStore;
}

/** The local identity service's endpoints: its JWKS, and password sign-in for the demo accounts. */
export async function serveIdentity(req: IncomingMessage, res: ServerResponse, path: string, identity: LocalIdentity) {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  if (req.method === 'GET' && path === '/.well-known/jwks.json') return json(200, { keys: [identity.keys.publicJwk] });
  if (req.method === 'POST' && path === '/token') {
    let input: { email?: unknown; password?: unknown };
    try {
      input = JSON.parse((await readBody(req, 16 * 1024)).toString('utf8'));
    } catch {
      return json(400, { message: 'Send {"email","password"} as JSON.' });
    }
    if (typeof input.email !== 'string' || typeof input.password !== 'string') return json(400, { message: 'Email and password are required.' });
    const user = await identity.credentials.verify(input.email, input.password);
    if (!user) return json(401, { message: 'Incorrect email or password.' });
    return json(200, await issueTokens(identity.keys, identity.issuer, { userId: user.userId, email: user.email, groups: user.groups }));
  }
  return json(404, { message: 'Not found' });
}
