import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The local stack's one credential pair (see local-stack.ts): the twins accept requests signed with it and nothing else. */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export type SignatureVerdict = { ok: true } | { ok: false; code: 'InvalidAccessKeyId' | 'SignatureDoesNotMatch' | 'AccessDenied' | 'MissingAuthentication'; message: string };

const authorizationPattern = /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const credentialPattern = /^([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request$/;
const amzDate = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/**
 * Checks an AWS Signature Version 4 the way AWS does, by signing the request again with the local secret and comparing:
 * in the Authorization header (SDK calls) or in the query string (pre-signed URLs, which a browser holds as a capability).
 * The signer is the SDK's own, so canonicalisation matches the clients exactly.
 */
export async function checkSignature(req: IncomingMessage, body: Uint8Array, now = Date.now()): Promise<SignatureVerdict> {
  const url = new URL(req.url ?? '/', 'http://twin');
  const header = String(req.headers.authorization ?? '');
  if (header) return checkHeaderSignature(req, url, header, body);
  if (url.searchParams.has('X-Amz-Signature')) return checkQuerySignature(req, url, now);
  return { ok: false, code: 'MissingAuthentication', message: 'Request is missing Authentication Token' };
}

async function checkHeaderSignature(req: IncomingMessage, url: URL, header: string, body: Uint8Array): Promise<SignatureVerdict> {
  const match = authorizationPattern.exec(header);
  if (!match) return { ok: false, code: 'AccessDenied', message: 'The authorization header is malformed.' };
  const [, accessKey, , region, service, signedHeaders, signature] = match as unknown as string[];
  if (accessKey !== localCredentials.accessKeyId) return unknownKey();
  const date = parseAmzDate(String(req.headers['x-amz-date'] ?? ''));
  if (!date) return { ok: false, code: 'AccessDenied', message: 'X-Amz-Date is missing or malformed.' };
  const names = signedHeaders!.split(';');
  const headers: Record<string, string> = {};
  for (const name of names) headers[name] = String(req.headers[name] ?? '');
  const signed = await signer(region!, service!).sign(
    { method: req.method ?? 'GET', protocol: 'http:', hostname: hostOf(req), path: rawPath(req), query: queryOf(url), headers, body },
    { signingDate: date, signableHeaders: new Set(names) },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1] ?? '';
  return sameHex(expected, signature!) ? { ok: true } : mismatch();
}

async function checkQuerySignature(req: IncomingMessage, url: URL, now: number): Promise<SignatureVerdict> {
  const q = url.searchParams;
  const credential = credentialPattern.exec(q.get('X-Amz-Credential') ?? '');
  const date = parseAmzDate(q.get('X-Amz-Date') ?? '');
  const expires = Number(q.get('X-Amz-Expires'));
  if (!credential || !date || !Number.isInteger(expires) || expires < 1 || expires > 604_800) {
    return { ok: false, code: 'AccessDenied', message: 'The pre-signed URL is malformed.' };
  }
  if (credential[1] !== localCredentials.accessKeyId) return unknownKey();
  if (date.getTime() + expires * 1000 < now) return { ok: false, code: 'AccessDenied', message: 'Request has expired' };
  const names = (q.get('X-Amz-SignedHeaders') ?? 'host').split(';');
  const headers: Record<string, string> = {};
  for (const name of names) headers[name] = String(req.headers[name] ?? '');
  const query = queryOf(url);
  for (const name of ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature', 'X-Amz-Content-Sha256']) delete query[name];
  // The pre-signer hoists the payload hash into the query; signing again with it as a header puts it back there.
  const payload = q.get('X-Amz-Content-Sha256');
  const signed = await signer(credential[3]!, credential[4]!).presign(
    { method: req.method ?? 'GET', protocol: 'http:', hostname: hostOf(req), path: rawPath(req), query, headers: payload ? { ...headers, 'X-Amz-Content-Sha256': payload } : headers },
    { signingDate: date, expiresIn: expires, signableHeaders: new Set(names) },
  );
  const expected = String(signed.query?.['X-Amz-Signature'] ?? '');
  return sameHex(expected, q.get('X-Amz-Signature') ?? '') ? { ok: true } : mismatch();
}

function signer(region: string, service: string) {
  // S3 signs the path as sent; every other service escapes it once more.
  return new SignatureV4({ credentials: localCredentials, region, service, sha256: Sha256, uriEscapePath: service !== 's3', applyChecksum: service === 's3' });
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of url.searchParams) {
    const prior = query[name];
    query[name] = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value];
  }
  return query;
}

/** The path as sent: S3 keys may hold '..' segments, which URL parsing would resolve away (and with them the signature). */
export function rawPath(req: IncomingMessage): string {
  const target = req.url ?? '/';
  const end = target.indexOf('?');
  return end < 0 ? target : target.slice(0, end);
}

function hostOf(req: IncomingMessage): string {
  return String(req.headers.host ?? '');
}

function parseAmzDate(text: string): Date | undefined {
  const m = amzDate.exec(text);
  if (!m) return undefined;
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

const unknownKey = (): SignatureVerdict => ({ ok: false, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' });
const mismatch = (): SignatureVerdict => ({
  ok: false,
  code: 'SignatureDoesNotMatch',
  message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
});
