import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, readBody } from '../gateway/read-body';
import type { Outbox } from '../identity/outbox';
import { checkSignature, type SignatureVerdict } from '../runtime/sigv4-check';
import { serveTwin, type TwinServer } from '../runtime/twin-server';
import { sendEmailInput, validSendEmail } from './send-email-input';

export interface SesTwinOptions {
  /** Where each message lands, one line per recipient: the identity service's outbox, shown at `/dev/outbox`. */
  outbox: Outbox;
  /** The region callers sign for (`us-east-1`, as local-stack sets AWS_REGION); SES refuses a credential scoped to another. */
  region?: string;
}

/** A cap at SES's long-standing 10 MB message limit, so a runaway body cannot fill the outbox. */
const maxMessageBytes = 10 * 1024 * 1024;

const signatureErrors: Record<Exclude<SignatureVerdict, { ok: true }>['code'], string> = {
  InvalidAccessKeyId: 'UnrecognizedClientException',
  SignatureDoesNotMatch: 'SignatureDoesNotMatch',
  AccessDenied: 'AccessDeniedException',
  MissingAuthentication: 'MissingAuthenticationTokenException',
};

/**
 * The one-machine SES: SendEmail with Simple content over SES v2's own REST-JSON protocol, for SigV4-signed callers with
 * the local credentials. The handlers' SESv2Client reaches it through AWS_ENDPOINT_URL_SESV2, and every recipient's copy
 * goes to the local outbox instead of the internet.
 */
export function sesTwin(options: SesTwinOptions) {
  const region = options.region ?? 'us-east-1';

  return async function serveSes(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: Buffer;
    try {
      body = await readBody(req, maxMessageBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return fault(res, 400, 'BadRequestException', 'Message length is more than 10 megabytes.');
      throw error;
    }
    const verdict = await checkSignature(req, body);
    if (!verdict.ok) return fault(res, 403, signatureErrors[verdict.code], verdict.message);
    const scope = credentialScope(req);
    if (scope.region !== region) return fault(res, 403, 'SignatureDoesNotMatch', `Credential should be scoped to a valid region, not '${scope.region}'.`);
    if (scope.service !== 'ses') return fault(res, 403, 'SignatureDoesNotMatch', "Credential should be scoped to correct service: 'ses'.");
    if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://twin').pathname !== '/v2/email/outbound-emails') {
      return fault(res, 404, 'UnknownOperationException', 'The local SES answers SendEmail (POST /v2/email/outbound-emails) only.');
    }

    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return fault(res, 400, 'SerializationException', 'The request body is not valid JSON.');
    }
    const parsed = sendEmailInput.safeParse(json);
    if (!parsed.success) return fault(res, 400, 'BadRequestException', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const checked = validSendEmail(parsed.data);
    if (!checked.ok) return fault(res, 400, 'BadRequestException', checked.reason);

    const at = new Date().toISOString();
    const { subject, body: text } = checked.email;
    for (const to of checked.email.recipients) await options.outbox.send({ at, channel: 'email', to, subject, body: text, code: '' });
    reply(res, 200, { MessageId: messageId() });
  };
}

/** SES on its own loopback port. */
export function startLocalSes(options: SesTwinOptions): Promise<TwinServer> {
  return serveTwin(sesTwin(options));
}

/** Where the (already verified) signature says it was made for: `Credential=<key>/<date>/<region>/<service>/aws4_request`. */
function credentialScope(req: IncomingMessage): { region: string; service: string } {
  const header = /Credential=([^,\s]+)/.exec(String(req.headers.authorization ?? ''))?.[1];
  const credential = header ?? new URL(req.url ?? '/', 'http://twin').searchParams.get('X-Amz-Credential') ?? '';
  const [, , region = '', service = ''] = credential.split('/');
  return { region, service };
}

/** The shape of SES's ids: a hex time, a UUID and a sequence. */
function messageId(): string {
  return `0100${Date.now().toString(16).padStart(12, '0')}-${randomUUID()}-000000`;
}

function reply(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-RequestId': randomUUID() }).end(JSON.stringify(body));
}

/** REST-JSON errors: the SDK picks the exception from x-amzn-ErrorType, and its message from the body. */
function fault(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-ErrorType': type, 'x-amzn-RequestId': randomUUID() }).end(JSON.stringify({ message }));
}
