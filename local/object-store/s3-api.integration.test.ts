import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { S3ObjectStore } from '../../functions/lib/adapters/object-store/s3-object-store';
import type { TwinServer } from '../runtime/twin-server';
import { startLocalS3 } from './s3-api';

let root: string;
let s3: TwinServer;
const client = (secretAccessKey = 'local') =>
  new S3Client({ endpoint: s3.endpoint, forcePathStyle: true, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey }, requestChecksumCalculation: 'WHEN_REQUIRED', maxAttempts: 1 });
const store = () => new S3ObjectStore('exports', client());

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'neonkeys-s3-'));
  s3 = await startLocalS3({ root, buckets: ['exports', 'sitemaps'] });
});
afterEach(() => s3.stop());

describe('the local S3', () => {
  it('stores and returns objects with their content type through the handlers’ object store', async () => {
    await store().put('exports/2026/records.json', '{"ok":true}', 'application/json');

    expect(await store().get('exports/2026/records.json')).toEqual({ body: new TextEncoder().encode('{"ok":true}'), contentType: 'application/json' });
    expect(await store().get('exports/2026/missing.json')).toBeNull();
    await expect(store().healthCheck()).resolves.toBeUndefined();
  });

  it('keeps objects across a restart', async () => {
    await store().put('sitemap.xml', '<urlset/>', 'application/xml');
    await s3.stop();
    s3 = await startLocalS3({ root, buckets: ['exports', 'sitemaps'] });

    expect((await store().get('sitemap.xml'))?.contentType).toBe('application/xml');
  });

  it("holds keys S3 allows and a file system would not: 'a' beside 'a/b', '..', and any Unicode", async () => {
    const keys = ['a', 'a/b', '../../etc/passwd', 'ünïcødé ☃/?#&=+.json'];
    for (const key of keys) await store().put(key, `body of ${key}`, 'text/plain');

    for (const key of keys) expect(new TextDecoder().decode((await store().get(key))!.body)).toBe(`body of ${key}`);
  });

  it('lists a prefix in key order, a page at a time', async () => {
    for (const key of ['p/3', 'p/1', 'q/1', 'p/2']) await store().put(key, key, 'text/plain');

    const first = await client().send(new ListObjectsV2Command({ Bucket: 'exports', Prefix: 'p/', MaxKeys: 2 }));
    const second = await client().send(new ListObjectsV2Command({ Bucket: 'exports', Prefix: 'p/', MaxKeys: 2, ContinuationToken: first.NextContinuationToken }));

    expect(first.Contents?.map((o) => o.Key)).toEqual(['p/1', 'p/2']);
    expect(first.IsTruncated).toBe(true);
    expect(second.Contents?.map((o) => o.Key)).toEqual(['p/3']);
    expect(second.IsTruncated).toBe(false);
  });

  it('serves a pre-signed GET to anyone holding the URL, and a pre-signed PUT for uploads', async () => {
    const upload = await store().signedUrl('upload.csv', { expiresInSeconds: 60, method: 'PUT' });
    expect((await fetch(upload, { method: 'PUT', body: 'a,b\n1,2\n', headers: { 'content-type': 'text/csv' } })).status).toBe(200);

    const download = await fetch(await store().signedUrl('upload.csv', { expiresInSeconds: 300 }));

    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv');
    expect(await download.text()).toBe('a,b\n1,2\n');
  });

  it('refuses an expired, altered or re-purposed pre-signed URL', async () => {
    await store().put('report.json', '{}', 'application/json');
    const expired = await getSignedUrl(client(), new GetObjectCommand({ Bucket: 'exports', Key: 'report.json' }), { expiresIn: 60, signingDate: new Date(Date.now() - 120_000) });
    const valid = await store().signedUrl('report.json', { expiresInSeconds: 300 });

    expect((await fetch(expired)).status).toBe(403);
    expect((await fetch(valid.replace('report.json', 'other.json'))).status).toBe(403);
    expect((await fetch(valid.replace(/X-Amz-Signature=[0-9a-f]/, 'X-Amz-Signature=z'))).status).toBe(403);
    expect((await fetch(valid, { method: 'PUT', body: 'overwritten' })).status).toBe(403);
    expect((await fetch(`${s3.endpoint}/exports/report.json`)).status).toBe(403);
    expect(new TextDecoder().decode((await store().get('report.json'))!.body)).toBe('{}');
  });

  it('refuses callers signing with another secret, and buckets that do not exist', async () => {
    await expect(client('not-the-secret').send(new PutObjectCommand({ Bucket: 'exports', Key: 'x', Body: 'x' }))).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(client().send(new PutObjectCommand({ Bucket: 'nobody', Key: 'x', Body: 'x' }))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});
