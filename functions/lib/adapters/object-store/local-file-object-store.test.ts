import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidObjectKeyError, LocalFileObjectStore, verifyObjectRequest } from './local-file-object-store';

const secret = 'local-signing-secret';
const baseUrl = 'http://localhost:3000';
let root: string;
let store: LocalFileObjectStore;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'neonkeys-objects-'));
  store = new LocalFileObjectStore(root, 'exports', secret, baseUrl);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Reads a signed URL back into the request the local gateway would verify. */
function requestFrom(signedUrl: string) {
  const url = new URL(signedUrl);
  const [, prefix, bucket, ...key] = url.pathname.split('/');
  return {
    prefix,
    request: { method: url.searchParams.get('method')!, bucket: bucket!, key: key.map(decodeURIComponent).join('/'), expires: Number(url.searchParams.get('expires')) },
    signature: url.searchParams.get('signature')!,
  };
}

describe('LocalFileObjectStore', () => {
  it('gets back what was put, with its content type', async () => {
    await store.put('products/2025/catalog.csv', 'id,name\n', 'text/csv');

    const object = await store.get('products/2025/catalog.csv');

    expect(object).toEqual({ body: new TextEncoder().encode('id,name\n'), contentType: 'text/csv' });
  });

  it('keeps binary bodies byte for byte', async () => {
    const bytes = new Uint8Array([0, 255, 1, 254, 10, 13]);
    await store.put('images/pixel.png', bytes, 'image/png');

    expect((await store.get('images/pixel.png'))?.body).toEqual(bytes);
  });

  it('keeps buckets apart', async () => {
    await store.put('same-key', 'exports body', 'text/plain');

    await expect(new LocalFileObjectStore(root, 'images', secret, baseUrl).get('same-key')).resolves.toBeNull();
  });

  it('answers null for a key that does not exist', async () => {
    await expect(store.get('nothing/here.csv')).resolves.toBeNull();
  });

  it.each(['../escape.txt', 'a/../../escape.txt', '/etc/passwd', '..', ''])('refuses the key %j, which escapes its bucket', async (key) => {
    await expect(store.put(key, 'x', 'text/plain')).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    expect(existsSync(join(root, 'escape.txt'))).toBe(false);
  });

  it('keeps an object whose key ends in .content-type apart from the metadata of another object', async () => {
    await store.put('report.csv', 'a,b', 'text/csv');
    await store.put('report.csv.content-type', 'hello', 'text/plain');

    expect((await store.get('report.csv'))?.contentType).toBe('text/csv');
  });

  describe('signed URLs', () => {
    const nowSeconds = () => Math.floor(Date.now() / 1000);

    it('point at the local gateway with a signature that verifies until it expires', async () => {
      const { prefix, request, signature } = requestFrom(await store.signedUrl('products/my export.csv', { expiresInSeconds: 300 }));

      expect(prefix).toBe('_objects');
      expect(request).toMatchObject({ method: 'GET', bucket: 'exports', key: 'products/my export.csv' });
      expect(request.expires - nowSeconds()).toBeGreaterThanOrEqual(299);
      expect(verifyObjectRequest(secret, request, signature, nowSeconds())).toBe(true);
      expect(verifyObjectRequest(secret, request, signature, request.expires)).toBe(true);
    });

    it('stop verifying once expired', async () => {
      const { request, signature } = requestFrom(await store.signedUrl('a.csv', { expiresInSeconds: 60 }));

      expect(verifyObjectRequest(secret, request, signature, request.expires + 1)).toBe(false);
    });

    it.each([
      ['another method', { method: 'PUT' }],
      ['another key', { key: 'b.csv' }],
      ['another bucket', { bucket: 'images' }],
      ['a later expiry', { expires: 9_999_999_999 }],
    ])('do not verify for %s', async (_case, change) => {
      const { request, signature } = requestFrom(await store.signedUrl('a.csv', { expiresInSeconds: 60 }));

      expect(verifyObjectRequest(secret, { ...request, ...change }, signature, nowSeconds())).toBe(false);
    });

    it('do not verify with a tampered signature', async () => {
      const { request, signature } = requestFrom(await store.signedUrl('a.csv', { expiresInSeconds: 60 }));
      const tampered = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);

      expect(verifyObjectRequest(secret, request, tampered, nowSeconds())).toBe(false);
      expect(verifyObjectRequest(secret, request, signature.slice(0, -1), nowSeconds())).toBe(false);
    });

    it('do not verify under another secret', async () => {
      const { request, signature } = requestFrom(await store.signedUrl('a.csv', { expiresInSeconds: 60 }));

      expect(verifyObjectRequest('another-secret', request, signature, nowSeconds())).toBe(false);
    });

    it('sign an upload when asked for PUT', async () => {
      const { request, signature } = requestFrom(await store.signedUrl('images/cover.png', { expiresInSeconds: 60, method: 'PUT' }));

      expect(request.method).toBe('PUT');
      expect(verifyObjectRequest(secret, request, signature, nowSeconds())).toBe(true);
      expect(verifyObjectRequest(secret, { ...request, method: 'GET' }, signature, nowSeconds())).toBe(false);
    });
  });

  it('passes its health check by creating its bucket folder', async () => {
    await store.healthCheck();

    expect(existsSync(join(root, 'exports'))).toBe(true);
  });
});
