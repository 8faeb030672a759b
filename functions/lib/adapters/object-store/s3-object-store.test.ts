import {
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createS3Client, S3ObjectStore } from './s3-object-store';

const bucket = 'neonkeys-exports';
const s3 = mockClient(S3Client);
// Presigning is local maths over the client's region and credentials, so fake ones work offline.
const client = () => createS3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });
const store = () => new S3ObjectStore(bucket, client());

/** The part of an SDK stream that the adapter reads. */
const bodyOf = (bytes: Uint8Array) => ({ transformToByteArray: async () => bytes }) as unknown as GetObjectCommandOutput['Body'];

beforeEach(() => s3.reset());

describe('S3ObjectStore', () => {
  it('puts an object into its bucket with its content type', async () => {
    s3.on(PutObjectCommand).resolves({});

    await store().put('sitemaps/products.xml', '<urlset/>', 'application/xml');

    expect(s3.commandCalls(PutObjectCommand).map((c) => c.args[0].input)).toEqual([
      { Bucket: bucket, Key: 'sitemaps/products.xml', Body: '<urlset/>', ContentType: 'application/xml' },
    ]);
  });

  it('gets an object as bytes with its content type', async () => {
    const bytes = new TextEncoder().encode('id,name\n1,Elden Ring\n');
    s3.on(GetObjectCommand, { Bucket: bucket, Key: 'exports/products.csv' }).resolves({ Body: bodyOf(bytes), ContentType: 'text/csv' });

    const object = await store().get('exports/products.csv');

    expect(object).toEqual({ body: bytes, contentType: 'text/csv' });
  });

  it('falls back to application/octet-stream when S3 has no content type', async () => {
    s3.on(GetObjectCommand).resolves({ Body: bodyOf(new Uint8Array([1])) });

    expect((await store().get('blob'))?.contentType).toBe('application/octet-stream');
  });

  it('answers null for a key that does not exist', async () => {
    s3.on(GetObjectCommand).rejects(new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} }));

    await expect(store().get('exports/missing.csv')).resolves.toBeNull();
  });

  it('lets other S3 failures reach the caller', async () => {
    const denied = new S3ServiceException({ name: 'AccessDenied', $fault: 'client', $metadata: {}, message: 'Access Denied' });
    s3.on(GetObjectCommand).rejects(denied);

    await expect(store().get('exports/products.csv')).rejects.toBe(denied);
  });

  it('signs a GET URL for the object that expires after the requested time', async () => {
    const url = new URL(await store().signedUrl('exports/products 2025.csv', { expiresInSeconds: 300 }));

    expect(url.hostname).toBe(`${bucket}.s3.eu-west-1.amazonaws.com`);
    expect(decodeURIComponent(url.pathname)).toBe('/exports/products 2025.csv');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('x-id')).toBe('GetObject');
  });

  it('signs a PUT URL when asked for an upload', async () => {
    const url = new URL(await store().signedUrl('images/cover.png', { expiresInSeconds: 60, method: 'PUT' }));

    expect(url.searchParams.get('x-id')).toBe('PutObject');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  // Since SDK 3.729 the default checksum mode would sign the CRC32 of an empty body into a presigned PUT (aws/aws-sdk-js-v3#6994).
  it('signs a PUT URL that does not pin the checksum of an empty body', async () => {
    const url = new URL(await store().signedUrl('images/cover.png', { expiresInSeconds: 60, method: 'PUT' }));

    expect(url.searchParams.get('x-amz-checksum-crc32')).toBeNull();
  });

  it('checks its health by reaching its bucket', async () => {
    s3.on(HeadBucketCommand).resolves({});

    await store().healthCheck();

    expect(s3.commandCalls(HeadBucketCommand).map((c) => c.args[0].input)).toEqual([{ Bucket: bucket }]);
  });
});
