import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { useTestTable } from '../../test/integration/table';
import { createS3Client } from '../lib/adapters/object-store/s3-object-store';
import { setDeps, type Deps } from '../lib/deps';
import { handler } from './render-page';

const template = `<!doctype html><html lang="en"><head><meta name="description" content="Store description" /><title>NeonKeys</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;
const phone = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const laptop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

const render = async (address: string, headers: Record<string, string> = { 'user-agent': laptop }) => {
  // As API Gateway sends it: the route's path parameters next to the raw path, the query apart from both.
  const [rawPath = address, rawQueryString = ''] = address.split('?');
  const slug = /^\/p\/(.+)$/.exec(rawPath)?.[1];
  const event = { rawPath, rawQueryString, headers, pathParameters: slug === undefined ? undefined : { slug } };
  const result = (await handler(event as unknown as APIGatewayProxyEventV2)) as APIGatewayProxyStructuredResultV2;
  return { status: result.statusCode, type: result.headers?.['content-type'], html: result.body ?? '' };
};
const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
  swr: Record<string, unknown>;
  mobile: boolean;
  origin: string;
} | null;

describe('server-rendered pages', () => {
  let deps: Deps;
  beforeAll(async () => {
    const base = await useTestTable();
    // As a deployment publishes the SPA: the template in the site bucket of the local S3.
    await createS3Client({ forcePathStyle: true }).send(new PutObjectCommand({ Bucket: process.env.BUCKET_SITE, Key: 'index.html', Body: template, ContentType: 'text/html' }));
    deps = base;
    setDeps(deps);
    await seedReference(deps);
  });

  it('renders a product page with its content, head tags and the data the browser hydrates from', async () => {
    const { product } = await seedProduct(deps, { name: 'Rendered Quest', slug: 'rendered-quest', seoTitle: 'Rendered Quest Key', seoDescription: 'Buy the key.' }, [{ availableKeys: 4 }]);

    const page = await render('/p/rendered-quest');

    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('<title>Rendered Quest Key | NeonKeys</title>');
    expect(page.html).not.toContain('<title>NeonKeys</title>');
    expect(page.html).toContain('<meta name="description" content="Buy the key.">');
    expect(page.html).not.toContain('Store description');
    expect(page.html).toContain(`<link rel="canonical" href="${deps.config.PUBLIC_BASE_URL}/p/rendered-quest">`);
    expect(page.html).toMatch(/<div id="root">.*<h1[^>]*>Rendered Quest<\/h1>/s);
    expect(page.html).toContain('"@type":"Product"');
    const state = stateOf(page.html);
    expect(state?.origin).toBe(deps.config.PUBLIC_BASE_URL);
    expect(Object.values(state?.swr ?? {})).toEqual([expect.objectContaining({ productId: product.productId, slug: 'rendered-quest' })]);
  });

  it('renders the layout the viewer will see: mobile for a phone or CloudFront-Is-Mobile-Viewer, desktop otherwise', async () => {
    await seedProduct(deps, { name: 'Layout Quest', slug: 'layout-quest' });

    const onPhone = await render('/p/layout-quest', { 'user-agent': phone });
    const onLaptop = await render('/p/layout-quest', { 'user-agent': laptop });
    const viaCloudFront = await render('/p/layout-quest', { 'user-agent': 'Amazon CloudFront', 'cloudfront-is-mobile-viewer': 'true' });

    expect(onPhone.html).toContain('data-layout="mobile"');
    expect(stateOf(onPhone.html)?.mobile).toBe(true);
    expect(onLaptop.html).not.toContain('data-layout="mobile"');
    expect(stateOf(onLaptop.html)?.mobile).toBe(false);
    expect(viaCloudFront.html).toContain('data-layout="mobile"');
  });

  it('renders the variant the address names, as the browser will select it when it hydrates', async () => {
    await seedProduct(deps, { name: 'Edition Quest', slug: 'edition-quest' }, [
      { faceValue: 'Standard', priceUsdCents: 1999 },
      { faceValue: 'Deluxe Edition', priceUsdCents: 4999 },
    ]);

    const plain = await render('/p/edition-quest');
    const deluxe = await render('/p/edition-quest?edition=Deluxe%20Edition');

    expect(plain.html).toContain('"price":"19.99"');
    expect(deluxe.html).toContain('"price":"49.99"');
    expect(deluxe.html).not.toContain('"price":"19.99"');
  });

  it('renders the generated cover of the platform the address names, as the browser will show it when it hydrates', async () => {
    await seedProduct(deps, { productId: 'prd_cover-quest', name: 'Cover Quest', slug: 'cover-quest', imageUrl: '/products/cover-prd_cover-quest.svg' }, [
      { platformId: 'steam' },
      { platformId: 'xbox' },
    ]);

    const plain = await render('/p/cover-quest');
    const onXbox = await render('/p/cover-quest?platform=xbox');

    // Which variant opens the page is the selection rule's choice (both are alike here): the cover is that one's.
    const opened = plain.html.match(/<input type="radio" name="platform-[^"]*" checked="" value="([a-z]+)"/)?.[1];
    expect(['steam', 'xbox']).toContain(opened);
    expect(plain.html).toMatch(new RegExp(`<img src="/products/cover-prd_cover-quest\\.${opened}\\.en\\.svg"[^>]*class="pdp-image"`));
    expect(onXbox.html).toMatch(/<img src="\/products\/cover-prd_cover-quest\.xbox\.en\.svg"[^>]*class="pdp-image"/);
  });

  it('answers 404 with the plain SPA shell for an unknown slug or an inactive product, so the SPA shows its not-found screen', async () => {
    await seedProduct(deps, { name: 'Retired Quest', slug: 'retired-quest', isActive: false });

    for (const path of ['/p/no-such-quest', '/p/retired-quest', '/p/Not_A_Slug']) {
      const page = await render(path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toBe(template);
    }
  });

  it('renders the home page from the home payload, for / and for /index.html as CloudFront asks for it', async () => {
    await seedProduct(deps, { name: 'Homepage Hero Game' });

    for (const path of ['/', '/index.html']) {
      const page = await render(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toMatch(/<div id="root">.*Homepage Hero Game/s);
      expect(Object.keys(stateOf(page.html)?.swr ?? {}), path).toEqual([expect.stringContaining('/api/home')]);
    }
  });
});
