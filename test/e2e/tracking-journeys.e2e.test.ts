import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildToolDeps } from '../../functions/lib/wiring/tool-deps';
import { freePort } from '../../local/runtime/free-port';
import { startLocalStack, type LocalStack } from '../../local/runtime/local-stack';
import { trackingModuleKb } from '../bench/initial-js';
import { closeTestContexts, globalPrivacyControlOn, gotoReady, chromiumForFile, seededDataDir } from './browser';
import { demoAdmin, demoShopper, submitSignIn } from './demo-sign-in';

const sessionOf = async (page: Page) => (JSON.parse((await page.evaluate(() => sessionStorage.getItem('nk-tracking-session'))) ?? 'null') as { id: string } | null)?.id ?? null;

describe('visitor tracking in the browser', () => {
  // The seeded demo store, copied, as every browser file starts (not a second seeding of its own).
  const dataDir = seededDataDir('tracking');
  let stack: LocalStack;
  let browser: Browser;
  beforeAll(async () => {
    const port = await freePort();
    [stack, browser] = await Promise.all([startLocalStack({ shortLived: true, port, dataDir }), chromiumForFile()]);
  });
  afterEach(() => closeTestContexts(browser));
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
    // A time zone of its own, so this headless browser is not the same device as the other tests' (same build, same
    // machine): the store would rightly carry on that device's live session (session_consolidated) instead of this one.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, timezoneId: 'Pacific/Auckland' });
    await gotoReady(page, stack.url);
    await page.waitForFunction(() => sessionStorage.getItem('nk-tracking-session') !== null, undefined, { timeout: 15_000 });
    const homeTitle = await page.title();
    await page.locator('a[href^="/p/"]').first().click();
    await page.waitForURL(/\/p\//);
    const productPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The heading is painted before React runs the page's effects, which record the product view and set its title; on
    // this 2-core machine that can take a few hundred milliseconds, and a tab closed sooner has rightly sent neither.
    await page.waitForFunction((before) => document.title !== '' && document.title !== before, homeTitle);
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

  it('shows a visitor who browsed three pages and a product, signed in and bought, on the admin analytics panel', async () => {
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await gotoReady(visitor, stack.url);
    await visitor.waitForFunction(() => sessionStorage.getItem('nk-tracking-session') !== null, undefined, { timeout: 15_000 });
    const sessionId = (await sessionOf(visitor))!;
    for (const path of ['/privacy', '/cookies']) {
      await visitor.locator(`a[href="${path}"]`).first().click();
      await visitor.waitForURL(`**${path}`);
      await visitor.getByRole('heading', { level: 1 }).waitFor();
    }
    // A product in stock, found through the store's own API, opened and bought as the shopper.
    const list = (await (await fetch(`${stack.url}/api/products?limit=100`)).json()) as { items: { slug: string; name: string; stockState?: string }[] };
    const game = list.items.find((p) => p.stockState === 'in_stock') ?? list.items[0]!;
    await gotoReady(visitor, `${stack.url}/auth`);
    await visitor.getByRole('tab', { name: 'Email', exact: true }).click();
    await submitSignIn(visitor, demoShopper.email, demoShopper.password);
    await visitor.waitForURL(`${stack.url}/`, { timeout: 15_000 });
    // A buyer quicker than the tracking module: it loads when the browser is idle or on the add to cart, and here it
    // arrives only after the product page is left for the payment page, whose return carries the page's views and events.
    let paying = () => {};
    const onPaymentPage = new Promise<void>((resolve) => (paying = resolve));
    await visitor.route(/start-tracking/, async (route) => {
      if (visitor.url().includes('/p/')) await onPaymentPage;
      await route.continue().catch(() => undefined);
    });
    await gotoReady(visitor, `${stack.url}/p/${game.slug}`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await visitor.getByRole('button', { name: 'Add to Cart' }).click();
    const drawer = visitor.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await visitor.waitForURL('**/checkout');
    const pay = visitor.getByTestId('pay-button');
    await expect.poll(() => pay.isDisabled(), { timeout: 15_000 }).toBe(false);
    await pay.click();
    await visitor.waitForURL('**/_local/stripe/pay/**');
    paying();
    await visitor.getByLabel('Card number').fill('4242 4242 4242 4242');
    await visitor.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await visitor.getByLabel('CVC').fill('123');
    await visitor.getByLabel('Cardholder name').fill('Jordan Shopper');
    await visitor.getByRole('button', { name: /^Pay/ }).click();
    await visitor.getByRole('heading', { name: /^Order NK-\d{4}-\d{6} confirmed$/ }).waitFor({ timeout: 40_000 });
    expect(await sessionOf(visitor)).toBe(sessionId);
    await visitor.close({ runBeforeUnload: true });
    const productPath = `/p/${game.slug}`;
    await expect
      .poll(async () => (await buildToolDeps().store.entities.trackEvent.query.bySession({ sessionId }).go({ pages: 'all' })).data.filter((e) => e.path === productPath).map((e) => e.type), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['page_view', 'product_view', 'add_to_cart', 'page_leave']));

    const admin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await gotoReady(admin, `${stack.url}/auth`);
    await admin.getByRole('tab', { name: 'Email', exact: true }).click();
    await submitSignIn(admin, demoAdmin.email, demoAdmin.password);
    await admin.waitForURL(`${stack.url}/`, { timeout: 15_000 });
    await gotoReady(admin, `${stack.url}/admin`);
    const panel = admin.locator('.dashboard-analytics');
    const card = (label: string) => panel.locator('.admin-stat', { hasText: label }).locator('.admin-stat-value');
    // The consumer stores the beacons a moment later: Refresh Data until the panel has them all.
    await expect
      .poll(
        async () => {
          await panel.getByRole('button', { name: 'Refresh Data' }).click();
          await panel.getByRole('button', { name: 'Refresh Data' }).waitFor();
          return [
            Number(await card('Views (24h)').textContent()),
            Number(await card('Active Users (24h)').textContent()),
            Number(await card('Purchases (24h)').textContent()),
            // The product's views are counted by the same consumer, in a write of their own that may land a poll later.
            await panel.getByRole('table', { name: 'Most viewed products, last 7 days' }).getByRole('cell', { name: game.name, exact: true }).count(),
          ];
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toEqual([expect.toSatisfy((n: number) => n >= 4), expect.toSatisfy((n: number) => n >= 1), 1, 1]);
    await panel.getByRole('tab', { name: 'Recent Activity' }).click();
    await panel.getByText('Purchased', { exact: true }).first().waitFor({ timeout: 15_000 });
    await panel.getByText('Viewed', { exact: true }).first().waitFor();
    await admin.context().close();
  });

  it('leaves nothing for a visitor whose browser sends Global Privacy Control: no module, no session, no notice', async () => {
    const context = await browser.newContext();
    await context.addInitScript(globalPrivacyControlOn);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => void (r.url().includes('start-tracking') && scripts.push(r.url())));
    await gotoReady(page, stack.url);
    // Where a tracked visitor's module is asked for: at the first idle moment after load. An idle callback asked for
    // after that one runs after it, and by a quiet network any request it made has been seen.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5_000 })));
    await page.waitForLoadState('networkidle');

    expect(scripts).toEqual([]);
    expect(await sessionOf(page)).toBeNull();
    expect(await page.locator('.nk-consent').count()).toBe(0);
    await context.close();
  });
});
