import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { StripeFault } from './stripe-fault';

/** Stripe takes the secret key as a bearer token, or as HTTP Basic's user name (curl's `-u sk_test_…:`). */
export function checkApiKey(req: IncomingMessage, secretKey: string): void {
  const header = req.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header)?.[1];
  const given = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
  if (!given) {
    throw new StripeFault(
      401,
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  const [a, b] = [Buffer.from(given), Buffer.from(secretKey)];
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new StripeFault(401, `Invalid API Key provided: ${mask(given)}`);
}

/** Stripe echoes a wrong key with all but its kind and last four characters starred out. */
function mask(key: string): string {
  const kind = /^(sk|rk|pk)_(test|live)_/.exec(key)?.[0] ?? '';
  const rest = key.slice(kind.length);
  return rest.length <= 4 ? `${kind}${'*'.repeat(rest.length)}` : `${kind}${'*'.repeat(rest.length - 4)}${rest.slice(-4)}`;
}
