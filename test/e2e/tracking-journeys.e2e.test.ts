import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToolDeps } from '../../functions/lib/wiring/tool-deps';
import { freePort } from '../../local/runtime/free-port';
import { startLocalStack, type LocalStack } from '../../local/runtime/local-stack';
import { trackingModuleKb } from '../bench/initial-js';
import { globalPrivacyControlOn, gotoReady, launchChromium } from './browser';

const sessionOf = async (page: Page) => (JSON.parse((await page.evaluate(() => sessionStorage.getItem('nk-tracking-session'))) ?? 'null') as { id: string } | null)?.id ?? null;

describe('visitor tracking in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'neonkeys-e2e-tracking-'));
  let stack: LocalStack;
  let browser: Browser;
  beforeAll(async () => {
    const port = await freePort();
    [stack, browser] = await Promise.all([startLocalStack({ port, dataDir }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('loads the tracking module only after the page is interactive, within 6 KB gzip', async () => {
    const { kb, files } = await trackingModuleKb(`${stack.url}/`, join(resolve(import.meta.dirname, '../..'), 'web/dist'));

    expect(files.some((f) => f.includes('start-tracking'))).toBe(true);
    expect(kb).toBeLessThanOrEqual(6);
  });

  it('stores a visitor’s page views, product view and device fingerprint, with the journey through the pages', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await gotoReady(page, stack.url);
    await page.waitForFunction(() => sessionStorage.getItem('nk-tracking-session') !== null, undefined, { timeout: 15_000 });
    await page.locator('a[href^="/p/"]').first().click();
    await page.waitForURL(/\/p\//);
    const productPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.mouse.wheel(0, 4000);
    const sessionId = (await sessionOf(page))!;
    // Leaving sends what waits by beacon, and ends the session.
    await page.close({ runBeforeUnload: true });

    const store = buildToolDeps().store;
    await expect.poll(async () => (await store.entities.visitorSession.get({ sessionId }).go()).data?.endedAt, { timeout: 20_000 }).toBeTruthy();
    const session = (await store.entities.visitorSession.get({ sessionId }).go()).data!;
    const types = (await store.entities.trackEvent.query.bySession({ sessionId }).go({ pages: 'all' })).data.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['page_view', 'page_leave', 'product_view', 'session_end']));
    expect(session.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(session.journey).toMatchObject({ pagesVisited: 2, journeyPath: ['/', productPath], deviceType: 'mobile', trafficSource: 'direct', finalOutcome: 'browsing' });
  });

  it('leaves nothing for a visitor whose browser sends Global Privacy Control: no module, no session, no notice', async () => {
    const context = await browser.newContext();
    await context.addInitScript(globalPrivacyControlOn);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => void (r.url().includes('start-tracking') && scripts.push(r.url())));
    await gotoReady(page, stack.url);
    await page.waitForTimeout(4_000);

    expect(scripts).toEqual([]);
    expect(await sessionOf(page)).toBeNull();
    expect(await page.locator('.nk-consent').count()).toBe(0);
    await context.close();
  });
});
