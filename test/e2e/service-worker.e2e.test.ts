import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { globalPrivacyControlOn, gotoReady, reloadReady, useStoreInBrowser } from './browser';

const desktop = { width: 1366, height: 900 };
const distDir = resolve(import.meta.dirname, '../../web/dist');

/** Every URL path the page's origin holds in Cache Storage, whichever cache it is in. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

describe('the service worker', () => {
  const store = useStoreInBrowser('service-worker');

  it('controls the store from the second page load, serving its hashed files from the precache and every API call from the network', async () => {
    const context = await store.newContext({ viewport: desktop, serviceWorkers: 'allow' });
    // The tracking module is left to the network (next test); a visitor sending Global Privacy Control never loads it.
    await context.addInitScript(globalPrivacyControlOn);
    const page = await context.newPage();
    await gotoReady(page, store.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // No clientsClaim: the tab that installed the worker keeps running as it started, without it.
    expect(await page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);

    const answers: { path: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => answers.push({ path: new URL(response.url()).pathname, fromWorker: response.fromServiceWorker() }));
    // The page calls the API once it runs (after the server-rendered cards are on screen): wait for the first call.
    const firstApiCall = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/'));
    await reloadReady(page);
    await page.getByTestId('product-card').first().waitFor();
    await firstApiCall;

    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${store.url}/sw.js`);
    const assets = answers.filter((a) => a.path.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(5);
    expect(assets.filter((a) => !a.fromWorker)).toEqual([]);
    const api = answers.filter((a) => a.path.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((a) => a.fromWorker)).toEqual([]);
    // The page itself is server-rendered afresh on every load.
    expect(answers.find((a) => a.path === '/')).toMatchObject({ fromWorker: false });
  });

  it('keeps the storefront’s hashed files and nothing else: no page, no API answer, no back-office or tracking code', async () => {
    const context = await store.newContext({ viewport: desktop, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await gotoReady(page, store.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.evaluate(() => fetch('/api/home').then((r) => r.ok));

    const cached = await cachedPaths(page);
    const entry = (await readFile(resolve(distDir, 'index.html'), 'utf8')).match(/src="(\/assets\/index-[\w-]+\.js)"/)?.[1];

    expect(cached).toContain(entry);
    expect(cached.filter((path) => !/^\/(assets\/[\w-]+\.(js|css)|[\w-]+\.svg)$/.test(path))).toEqual([]);
    expect(cached.filter((path) => /\/(admin-|dashboard-page|start-tracking)/.test(path))).toEqual([]);
  });

  it('is served with Cache-Control no-cache, so the next check after a deploy finds the new worker', async () => {
    const answer = await fetch(`${store.url}/sw.js`);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the precached files with the network gone', async () => {
    const context = await store.newContext({ viewport: desktop, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await gotoReady(page, store.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await reloadReady(page);
    const script = (await cachedPaths(page)).find((path) => path.endsWith('.js'))!;

    await context.setOffline(true);
    const offline = await page.evaluate(
      async (path) => ({
        script: (await fetch(path)).status,
        api: await fetch('/api/home', { cache: 'no-store' }).then(
          (r) => r.status,
          () => 'failed',
        ),
      }),
      script,
    );

    expect(offline).toEqual({ script: 200, api: 'failed' });
  });
});
