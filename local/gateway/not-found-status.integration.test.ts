import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../functions/lib/adapters/object-store/s3-object-store';
import { setDeps } from '../../functions/lib/deps';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { loadStaticSite } from './static-site';

const indexHtml = '<!doctype html><html lang="en"><head><title>NeonKeys</title></head><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>';

describe('the local gateway answers 404 for a path no route knows', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    const deps = await useTestTable();
    setDeps(deps);
    await seedReference(deps);
    await seedProduct(deps, { name: 'Known Quest', slug: 'known-quest' });
    // As a deployment publishes the SPA: the bucket's index.html wraps the server-rendered pages.
    await createS3Client({ forcePathStyle: true }).send(new PutObjectCommand({ Bucket: process.env.BUCKET_SITE, Key: 'index.html', Body: indexHtml, ContentType: 'text/html' }));
    const site = mkdtempSync(join(tmpdir(), 'neonkeys-site-'));
    mkdirSync(join(site, 'assets'));
    writeFileSync(join(site, 'index.html'), indexHtml);
    writeFileSync(join(site, 'assets', 'app-1a2b.js'), 'console.log("app");');
    writeFileSync(join(site, 'robots.txt'), 'User-agent: *\n');
    gateway = await startTestGateway({ serveStatic: await loadStaticSite(site) });
  });
  afterAll(() => gateway.close());

  const get = async (path: string) => {
    const response = await fetch(`${gateway.url}${path}`, { redirect: 'manual' });
    return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), body: await response.text() };
  };

  it.each(['/no-such-page', '/account/orders/abc/extra', '/searchx', '/admin/no-such-screen', '/p', '/help/me'])(
    'answers 404 with the SPA for %s, so its not-found screen renders',
    async (path) => {
      const page = await get(path);

      expect(page.status).toBe(404);
      expect(page.type).toBe('text/html; charset=utf-8');
      expect(page.cache).toBe('no-cache');
      expect(page.body).toBe(indexHtml);
    },
  );

  it.each(['/search', '/search?q=steam', '/account/orders/abc', '/orders/01J0', '/admin/users', '/checkout/complete', '/auth?next=%2Fcart', '/help', '/contact', '/refund-policy', '/privacy', '/terms', '/cookies'])(
    'answers 200 with the SPA for the client route %s',
    async (path) => {
      const page = await get(path);

      expect(page.status).toBe(200);
      expect(page.body).toBe(indexHtml);
    },
  );

  it('lets the page routes decide: a product that exists is 200, an unknown slug 404, the home page 200', async () => {
    expect((await get('/p/known-quest')).status).toBe(200);
    expect((await get('/p/no-such-quest')).status).toBe(404);
    expect((await get('/')).status).toBe(200);
  });

  it('serves files that exist and answers a plain 404 for a missing one', async () => {
    const asset = await get('/assets/app-1a2b.js');
    const robots = await get('/robots.txt');
    const missing = await get('/assets/gone-9f9f.js');

    expect(asset).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable', body: 'console.log("app");' });
    expect(robots.status).toBe(200);
    expect(missing).toMatchObject({ status: 404, type: 'text/plain; charset=utf-8', body: 'Not found' });
  });
});
