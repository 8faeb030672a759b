import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile, access } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ObjectStore } from './object-store';

export class InvalidObjectKeyError extends Error {
  override name = 'InvalidObjectKeyError';
}

/**
 * The embedded default's S3: objects are files under .data/objects/<bucket>/, with a sidecar for the content type.
 * Signed URLs carry an expiry and an HMAC over method, bucket, key and expiry, checked by the local gateway.
 */
export class LocalFileObjectStore implements ObjectStore {
  constructor(
    private readonly root: string,
    private readonly bucket: string,
    private readonly signingSecret: string,
    private readonly publicBaseUrl: string,
  ) {}

  private pathFor(key: string, folder = this.bucket): string {
    const base = resolve(this.root, folder);
    const path = resolve(base, key);
    // Refuse keys that would climb out of the bucket folder.
    if (!path.startsWith(base + sep)) throw new InvalidObjectKeyError(`Object key escapes its bucket: ${key}`);
    return path;
  }

  /** Content types live in a sibling folder, so no object key can collide with another object's metadata. */
  private metaPathFor(key: string): string {
    return this.pathFor(key, `${this.bucket}.meta`);
  }

  async put(key: string, body: Uint8Array | string, contentType: string) {
    const path = this.pathFor(key);
    const meta = this.metaPathFor(key);
    await Promise.all([mkdir(dirname(path), { recursive: true }), mkdir(dirname(meta), { recursive: true })]);
    await writeFile(path, body);
    await writeFile(meta, contentType);
  }

  async get(key: string) {
    const path = this.pathFor(key);
    try {
      const [body, contentType] = await Promise.all([readFile(path), readFile(this.metaPathFor(key), 'utf8')]);
      return { body: new Uint8Array(body), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async signedUrl(key: string, options: { expiresInSeconds: number; method?: 'GET' | 'PUT' }) {
    const method = options.method ?? 'GET';
    const expires = Math.floor(Date.now() / 1000) + options.expiresInSeconds;
    const signature = signObjectRequest(this.signingSecret, { method, bucket: this.bucket, key, expires });
    const query = new URLSearchParams({ method, expires: String(expires), signature });
    return `${this.publicBaseUrl}/_objects/${this.bucket}/${key.split('/').map(encodeURIComponent).join('/')}?${query}`;
  }

  async healthCheck() {
    await mkdir(join(this.root, this.bucket), { recursive: true });
    await access(join(this.root, this.bucket));
  }
}

interface SignedRequest {
  method: string;
  bucket: string;
  key: string;
  expires: number;
}

export function signObjectRequest(secret: string, request: SignedRequest): string {
  return createHmac('sha256', secret)
    .update(`${request.method}\n${request.bucket}\n${request.key}\n${request.expires}`)
    .digest('base64url');
}

/** Whether a signed URL is genuine and unexpired at `nowSeconds`. */
export function verifyObjectRequest(secret: string, request: SignedRequest, signature: string, nowSeconds: number): boolean {
  if (!Number.isFinite(request.expires) || request.expires < nowSeconds) return false;
  const expected = Buffer.from(signObjectRequest(secret, request));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
