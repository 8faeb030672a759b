import { GetObjectCommand, NoSuchKey, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createS3Client } from '../object-store/s3-object-store';
import { S3SiteTemplate } from './s3-site-template';

const s3 = mockClient(S3Client);
const client = () => createS3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });
const bodyOf = (text: string) => ({ transformToString: async () => text }) as unknown as GetObjectCommandOutput['Body'];
const html = '<!doctype html><html><head><title>NeonKeys</title></head><body><div id="root"></div></body></html>';

beforeEach(() => s3.reset());

describe('the site template', () => {
  it('reads index.html from the SPA bucket on AWS', async () => {
    s3.on(GetObjectCommand, { Bucket: 'neonkeys-web', Key: 'index.html' }).resolves({ Body: bodyOf(html) });

    await expect(new S3SiteTemplate('neonkeys-web', client()).read()).resolves.toBe(html);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(1);
  });

  it('fails loudly when the SPA bucket has no index.html, so the page function logs it instead of serving nothing', async () => {
    s3.on(GetObjectCommand).rejects(new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} }));

    await expect(new S3SiteTemplate('neonkeys-web', client()).read()).rejects.toThrow('The specified key does not exist.');
  });
});
