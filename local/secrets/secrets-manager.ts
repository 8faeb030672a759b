import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { localAccessKeyId } from '../identity/token-issuer';
import { serveTwin } from '../runtime/twin-server';
import { signingAccessKey } from '../runtime/signing-access-key';

export interface LocalSecretsManager {
  /** For AWS_ENDPOINT_URL_SECRETS_MANAGER: the handlers' own Secrets Manager client (and Powertools' getSecret) call it. */
  endpoint: string;
  stop(): Promise<void>;
}

/** The names the local stack stores its secrets under, as a deployment names them in Secrets Manager. */
export const localSecretNames = {
  cursor: 'neonkeys/cursor-secret',
  recaptcha: 'neonkeys/recaptcha-secret',
  payments: 'neonkeys/stripe',
  orderLinks: 'neonkeys/order-link-secret',
  keyFingerprints: 'neonkeys/key-fingerprint-secret',
} as const;

const region = 'us-east-1';
const created = Math.floor(Date.now() / 1000);

/**
 * The one-machine Secrets Manager: GetSecretValue over Secrets Manager's own JSON protocol, so the handlers read
 * secrets with the same client and the same code on both paths. The values are the local stack's own, kept under .data/.
 */
export function startLocalSecretsManager(secrets: Readonly<Record<string, string>>): Promise<LocalSecretsManager> {
  return serveTwin((req, res) => serve(req, res, secrets));
}

async function serve(req: IncomingMessage, res: ServerResponse, secrets: Readonly<Record<string, string>>) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  // Secrets Manager serves only signed callers; the local stack's key is the handlers' key.
  if (signingAccessKey(req) !== localAccessKeyId) return reply(res, 400, { __type: 'UnrecognizedClientException', message: 'The security token included in the request is invalid.' });
  if (req.method !== 'POST' || req.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue') {
    return reply(res, 400, { __type: 'UnknownOperationException', message: `The local Secrets Manager answers GetSecretValue only.` });
  }
  let secretId: unknown;
  try {
    secretId = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { SecretId?: unknown }).SecretId;
  } catch {
    return reply(res, 400, { __type: 'SerializationException', message: 'The request body is not valid JSON.' });
  }
  const name = typeof secretId === 'string' ? secretId.replace(/^arn:aws:secretsmanager:[^:]+:\d+:secret:/, '') : '';
  if (!Object.hasOwn(secrets, name)) {
    return reply(res, 400, { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." });
  }
  reply(res, 200, {
    ARN: `arn:aws:secretsmanager:${region}:000000000000:secret:${name}`,
    Name: name,
    SecretString: secrets[name],
    VersionId: 'local',
    VersionStages: ['AWSCURRENT'],
    CreatedDate: created,
  });
}

function reply(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID() }).end(JSON.stringify(body));
}
