import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { S3ObjectStore, createS3Client } from '../../functions/lib/adapters/object-store/s3-object-store';
import type { TwinServer } from '../runtime/twin-server';
import { startLocalS3 } from './s3-api';

let s3: TwinServer;
const images = () =>
  new S3ObjectStore('images', createS3Client({ endpoint: s3.endpoint, forcePathStyle: true, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 }));
const png = (bytes: number) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/png' });

/** What a browser sends: the ticket's fields in order, then the file, as multipart/form-data. */
async function browserPost(ticket: { url: string; fields: Record<string, string> }, file: Blob, override: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...ticket.fields, ...override })) form.append(name, value);
  form.append('file', file, 'cover.png');
  const res = await fetch(ticket.url, { method: 'POST', body: form, headers: { origin: 'https://shop.test' } });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

const ticketFor = (key = 'products/cover.png', expiresInSeconds = 60) => images().presignedPost(key, { contentType: 'image/png', maxBytes: 2 * 1024 * 1024, expiresInSeconds });

beforeEach(async () => {
  s3 = await startLocalS3({ root: mkdtempSync(join(tmpdir(), 'neonkeys-s3-post-')), buckets: ['images'] });
});
afterEach(() => s3.stop());

describe("the local S3's browser upload (POST Object with a signed policy)", () => {
  it('stores the file under the signed key with its content type and answers 204 like S3', async () => {
    const answer = await browserPost(await ticketFor(), png(1024));

    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://shop.test');
    const stored = await images().get('products/cover.png');
    expect({ size: stored?.body.length, type: stored?.contentType }).toEqual({ size: 1024, type: 'image/png' });
  });

  it('refuses a form field the policy does not name, as S3 does (success_action_status here)', async () => {
    const ticket = await images().presignedPost('products/doc.png', { contentType: 'image/png', maxBytes: 10, expiresInSeconds: 60 });
    const answer = await browserPost(ticket, png(5), { success_action_status: '201' });

    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Extra input fields: success_action_status');
  });

  it('refuses a file over the policy size with 400 EntityTooLarge and stores nothing', async () => {
    const answer = await browserPost(await ticketFor(), png(2 * 1024 * 1024 + 1));

    expect(answer.status).toBe(400);
    expect(answer.text).toContain('<Code>EntityTooLarge</Code>');
    expect(await images().get('products/cover.png')).toBeNull();
  });

  it('refuses an empty file (the range starts at 1 byte)', async () => {
    const answer = await browserPost(await ticketFor(), png(0));

    expect(answer.status).toBe(400);
    expect(answer.text).toContain('EntityTooSmall');
  });

  it('refuses another content type than the signed one with 403 and the failed condition', async () => {
    const answer = await browserPost(await ticketFor(), new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' }), { 'Content-Type': 'image/svg+xml' });

    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Invalid according to Policy: Policy Condition failed: [&#34;eq&#34;, &#34;$Content-Type&#34;, &#34;image/png&#34;]');
    expect(await images().get('products/cover.png')).toBeNull();
  });

  it('refuses another key than the signed one', async () => {
    const answer = await browserPost(await ticketFor(), png(10), { key: 'products/../site/index.html' });

    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Policy Condition failed');
    expect(answer.text).toContain('$key');
  });

  it('refuses an expired policy', async () => {
    const ticket = await ticketFor('products/late.png', 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));

    const answer = await browserPost(ticket, png(10));

    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Invalid according to Policy: Policy expired.');
  });

  it('refuses a tampered policy or signature with 403 SignatureDoesNotMatch', async () => {
    const ticket = await ticketFor();
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    policy.conditions = policy.conditions.map((c) => (Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 1e9] : c));
    const forgedPolicy = Buffer.from(JSON.stringify(policy)).toString('base64');

    const tamperedPolicy = await browserPost(ticket, png(10), { Policy: forgedPolicy });
    const tamperedSignature = await browserPost(ticket, png(10), { 'X-Amz-Signature': '0'.repeat(64) });

    expect([tamperedPolicy.status, tamperedSignature.status]).toEqual([403, 403]);
    expect(tamperedPolicy.text).toContain('SignatureDoesNotMatch');
    expect(await images().get('products/cover.png')).toBeNull();
  });
});
