import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '../../shared/catalog/catalog-views';
import { freePort } from '../../local/runtime/free-port';
import { startLocalStack, type LocalStack } from '../../local/runtime/local-stack';
import { closeTestContexts, gotoReady, chromiumForFile, seededDataDir } from './browser';
import { buildToolDeps } from '../../functions/lib/wiring/tool-deps';
import { createProduct } from '../../functions/lib/data/entities/product.factory';

describe('the store on one machine', () => {
  const dataDir = seededDataDir('storefront-smoke');
  let port: number;
  let stack: LocalStack;
  let browser: Browser;
  beforeAll(async () => {
    port = await freePort();
    [stack, browser] = await Promise.all([startLocalStack({ shortLived: true, port, dataDir }), chromiumForFile()]);
  });
  afterEach(() => closeTestContexts(browser));
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('answers healthy and shows at least twelve product cards from the API on the home page', async () => {
    const health = await fetch(`${stack.url}/api/health`);
    const page = await browser.newPage();

    await gotoReady(page, stack.url);
    await page.getByTestId('product-card').nth(11).waitFor({ timeout: 30_000 });

    expect(health.status).toBe(200);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(12);
    await page.close();
  });

  it('sends the home page already rendered, compressed and under the page CSP, before any script runs', async () => {
    const res = await fetch(stack.url, { headers: { 'accept-encoding': 'gzip' } });
    const html = await res.text();
    const page = await browser.newPage({ javaScriptEnabled: false });

    await page.goto(stack.url);

    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toMatch(/<div id="root">.*data-testid="product-card"/s);
    expect(html).toContain('id="ssr-state"');
    expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(12);
    await page.close();
  });

  it('answers another method on a page address from the static site instead of leaving it hanging', async () => {
    const res = await fetch(stack.url, { method: 'POST', signal: AbortSignal.timeout(5000) });

    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('id="ssr-state"');
  });

  it("shows the spec's 404 page for an unknown address", async () => {
    const page = await browser.newPage();

    await gotoReady(page, `${stack.url}/no/such/page`);

    await expect(page.getByText('Oops! Page not found').waitFor()).resolves.toBeUndefined();
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    await page.close();
  });

  it('keeps its data, including what was written after seeding, across a restart', async () => {
    const written = createProduct({ name: 'Written Before Restart' });
    await buildToolDeps().store.entities.product.create(written).go();
    const before = (await (await fetch(`${stack.url}/api/products?limit=100`)).json()) as ProductPage;
    await stack.stop();

    stack = await startLocalStack({ shortLived: true, port, dataDir, withWeb: false });
    const after = (await (await fetch(`${stack.url}/api/products?limit=100`)).json()) as ProductPage;
    const reopened = await fetch(`${stack.url}/api/products/${written.productId}`);

    expect(after.items.map((i) => i.productId)).toEqual(before.items.map((i) => i.productId));
    expect(reopened.status).toBe(200);
  });
});
