import { GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectStore } from './object-store';
import { traceClient } from '../../observability/tracer';

/**
 * The S3 client every store uses. Since SDK 3.729 the default checksum mode signs the CRC32 of an empty body
 * into pre-signed PUT URLs, which makes S3 reject every real upload through them; only compute checksums when required.
 */
export function createS3Client(config: S3ClientConfig = {}): S3Client {
  return traceClient(new S3Client({ requestChecksumCalculation: 'WHEN_REQUIRED', ...config }));
}

export class S3ObjectStore implements ObjectStore {
  constructor(
    private readonly bucket: string,
    private readonly client: S3Client,
  ) {}

  async put(key: string, body: Uint8Array | string, contentType: string) {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string) {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return { body: await out.Body.transformToByteArray(), contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async signedUrl(key: string, options: { expiresInSeconds: number; method?: 'GET' | 'PUT' }) {
    const command =
      options.method === 'PUT'
        ? new PutObjectCommand({ Bucket: this.bucket, Key: key })
        : new GetObjectCommand({ Bucket: this.bucket, Key: key });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  async presignedPost(key: string, options: { contentType: string; maxBytes: number; expiresInSeconds: number }) {
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: key,
      Fields: { 'Content-Type': options.contentType },
      Conditions: [
        ['content-length-range', 1, options.maxBytes],
        ['eq', '$Content-Type', options.contentType],
        ['eq', '$key', key],
      ],
      Expires: options.expiresInSeconds,
    });
    return { url, fields };
  }

  async healthCheck() {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
