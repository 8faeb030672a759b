import type { IncomingMessage } from 'node:http';

/**
 * The access key an AWS SDK call was signed with (`Authorization: AWS4-HMAC-SHA256 Credential=<key>/<scope>…`), as
 * the twins that AWS serves only to signed callers (Secrets Manager, Cognito's admin API) tell the handlers' clients
 * from a browser's anonymous call.
 */
export function signingAccessKey(req: IncomingMessage): string | undefined {
  return /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\//.exec(String(req.headers.authorization ?? ''))?.[1];
}
