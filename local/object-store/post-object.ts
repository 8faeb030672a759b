import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { localCredentials } from '../runtime/sigv4-check';
import type { BucketFiles } from './bucket-files';

/** An S3 answer: status, error code and message (an error) or headers and an XML body (a success). */
export type PostObjectAnswer =
  | { ok: false; status: number; code: string; message: string }
  | { ok: true; status: number; headers: Record<string, string>; body?: string };

type Condition = Record<string, string> | [string, string, string] | ['content-length-range', number, number];

// Fields S3 never asks the policy about: the signature itself, the policy, the file and the x-ignore- prefix.
const unpolicedFields = new Set(['policy', 'x-amz-signature', 'file']);
const credentialPattern = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/;

const fail = (status: number, code: string, message: string): PostObjectAnswer => ({ ok: false, status, code, message });
const denied = (reason: string) => fail(403, 'AccessDenied', `Invalid according to Policy: ${reason}`);

/**
 * S3's browser-based upload (POST Object with a Signature V4 POST policy): a multipart form whose base64 policy is
 * signed with the local secret, checked as S3 checks it: signature, expiry, every condition (exact, `eq`,
 * `starts-with`, `content-length-range`) and no form field the policy does not name. Only then is the file stored.
 */
export async function postObject(req: IncomingMessage, bucket: string, body: Buffer, store: BucketFiles, now = Date.now()): Promise<PostObjectAnswer> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': String(req.headers['content-type'] ?? '') } }).formData();
  } catch {
    return fail(400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
  }
  const fields = new Map<string, string>();
  let file: File | undefined;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    else if (name.toLowerCase() === 'file') file = value;
  }
  if (!file) return fail(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  const policy = fields.get('policy');
  const credential = credentialPattern.exec(fields.get('x-amz-credential') ?? '');
  const signature = fields.get('x-amz-signature') ?? '';
  if (!policy || !credential || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256' || !fields.get('x-amz-date')) {
    return fail(400, 'InvalidArgument', 'Bucket POST must contain a policy, an X-Amz-Algorithm, an X-Amz-Credential, an X-Amz-Date and an X-Amz-Signature.');
  }
  if (credential[1] !== localCredentials.accessKeyId) return fail(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (!sameHex(policySignature(policy, credential[2]!, credential[3]!), signature)) {
    return fail(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
  let document: { expiration?: string; conditions?: Condition[] };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof document;
  } catch {
    return fail(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expiration = Date.parse(document.expiration ?? '');
  if (!Number.isFinite(expiration) || !Array.isArray(document.conditions)) return fail(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid Simple-Condition: expiration and conditions are required.');
  if (expiration < now) return denied('Policy expired.');

  const key = (fields.get('key') ?? '').replaceAll('${filename}', file.name);
  const values = new Map(fields);
  values.set('bucket', bucket);
  values.set('key', key);
  const named = new Set<string>();
  for (const condition of document.conditions) {
    const verdict = checkCondition(condition, values, file.size, named);
    if (verdict) return verdict;
  }
  const extra = [...fields.keys()].filter((f) => !unpolicedFields.has(f) && !f.startsWith('x-ignore-') && !named.has(f));
  if (extra.length) return denied(`Extra input fields: ${extra.join(', ')}`);
  if (!key) return fail(400, 'InvalidArgument', 'Bucket POST must contain a field named key.');

  const meta = await store.put(key, Buffer.from(await file.arrayBuffer()), fields.get('content-type') ?? 'binary/octet-stream');
  const location = `/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const status = fields.get('success_action_status');
  const headers = { etag: meta.etag, location };
  if (status === '201') {
    return { ok: true, status: 201, headers: { ...headers, 'content-type': 'application/xml' }, body: postResponse(location, bucket, key, meta.etag) };
  }
  return { ok: true, status: status === '200' ? 200 : 204, headers };
}

function checkCondition(condition: Condition, values: Map<string, string>, size: number, named: Set<string>): PostObjectAnswer | null {
  if (!Array.isArray(condition)) {
    for (const [field, expected] of Object.entries(condition)) {
      named.add(field.toLowerCase());
      if ((values.get(field.toLowerCase()) ?? '') !== expected) return denied(`Policy Condition failed: ["eq", "$${field}", "${expected}"]`);
    }
    return null;
  }
  const [operator, subject, expected] = condition;
  if (operator === 'content-length-range') {
    const [min, max] = [Number(subject), Number(expected)];
    if (size > max) return fail(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    if (size < min) return fail(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
    return null;
  }
  const field = String(subject).replace(/^\$/, '').toLowerCase();
  named.add(field);
  const actual = values.get(field) ?? '';
  const ok = operator.toLowerCase() === 'eq' ? actual === expected : operator.toLowerCase() === 'starts-with' ? actual.startsWith(String(expected)) : false;
  return ok ? null : denied(`Policy Condition failed: ["${operator}", "${String(subject)}", "${String(expected)}"]`);
}

/** Signature V4 of a POST policy: the base64 policy itself is the string to sign. */
export function policySignature(policyBase64: string, date: string, region: string): string {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${localCredentials.secretAccessKey}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(policyBase64).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && /^[0-9a-f]+$/.test(b) && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function postResponse(location: string, bucket: string, key: string, etag: string): string {
  const x = (t: string) => t.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<?xml version="1.0" encoding="UTF-8"?><PostResponse><Location>${x(location)}</Location><Bucket>${x(bucket)}</Bucket><Key>${x(key)}</Key><ETag>${x(etag)}</ETag></PostResponse>`;
}
