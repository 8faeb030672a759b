import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '../../shared/catalog/catalog-views';
import { gotoReady, useStoreInBrowser } from './browser';
import { adminToken } from '../bench/purchase/purchase-load';
import { initialJsKb } from '../bench/initial-js';
import { join, resolve } from 'node:path';

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

describe('buying keys', () => {
  const store = useStoreInBrowser('purchase');
  // At 127.0.0.1, not the public origin: checkout sends the shopper back to the origin they shop at.
  const origin = () => store.url;

  async function product(test: (p: ProductDetail) => boolean): Promise<ProductDetail> {
    let cursor: string | null = null;
    do {
      const list = (await (await fetch(`${origin()}/api/products?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json()) as ProductPage;
      for (const card of list.items) {
        const detail = (await (await fetch(`${origin()}/api/products/by-slug/${card.slug}`)).json()) as ProductDetail;
        if (test(detail)) return detail;
      }
      cursor = list.nextCursor;
    } while (cursor);
    throw new Error('The demo catalogue has no such product');
  }

  async function shopper(viewport: typeof desktop, headers: Record<string, string> = {}): Promise<Page> {
    const context = await store.newContext({ viewport, extraHTTPHeaders: headers });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
    return context.newPage();
  }

  /** The demo shopper, signed in through the sign-in page. */
  async function signedIn(viewport: typeof desktop): Promise<Page> {
    const page = await shopper(viewport);
    await gotoReady(page, `${origin()}/auth`);
    await page.getByRole('tab', { name: 'Email', exact: true }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('shopper@neonkeys.local');
    await page.getByLabel('Password', { exact: true }).fill('Shopper!2345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${origin()}/`, { timeout: 15_000 });
    return page;
  }

  async function gotoOutbox(page: Page) {
    await page.goto(`${origin()}/dev/outbox`);
    await page.getByRole('heading', { name: 'Local outbox' }).waitFor();
  }

  async function payWith(page: Page, card: string) {
    await page.waitForURL('**/_local/stripe/pay/**');
    await page.getByLabel('Card number').fill(card);
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Cardholder name').fill('Guest Shopper');
    await page.getByRole('button', { name: /^Pay/ }).click();
  }

  it('takes a signed-in shopper from Add to Cart through the drawer, checkout and payment to a revealed, copied gift card', async () => {
    const game = await product((p) => p.productType === 'gift_card' && p.variants[0]?.stockState === 'in_stock' && ['GLOBAL', 'US', 'NA'].includes(p.variants[0].region.code));
    const page = await signedIn(desktop);
    await gotoReady(page, `${origin()}/p/${game.slug}`);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByTestId('cart-line').waitFor();
    await drawer.getByRole('button', { name: `One more ${game.name}` }).click();
    await expect.poll(() => drawer.getByTestId('cart-subtotal').textContent()).toBe(`$${((game.variants[0]!.priceUsdCents * 2) / 100).toFixed(2)}`);
    expect(await page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Cart, 2 items');

    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    const pay = page.getByTestId('pay-button');
    await pay.waitFor();
    await expect.poll(() => pay.isDisabled()).toBe(false);
    await pay.click();
    await payWith(page, '4242 4242 4242 4242');

    await page.waitForURL('**/checkout/complete?**');
    await page.getByRole('heading', { name: /^Order NK-\d{4}-\d{6} confirmed$/ }).waitFor({ timeout: 40_000 });
    await expect.poll(() => page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Cart');

    await page.getByRole('link', { name: 'View your order' }).click();
    await page.getByTestId('key-row').nth(1).waitFor();
    // A gift card's secret is its code, and the order page calls it so.
    await expect(page.getByTestId('reveal-button').first().textContent()).resolves.toBe('Reveal code');
    await page.getByTestId('reveal-button').first().click();
    await expect(page.getByTestId('reveal-confirm').textContent()).resolves.toContain('Revealing ends your automatic refund right for this code.');
    expect(await page.getByTestId('revealed-key').count()).toBe(0);
    await page.getByRole('button', { name: 'Reveal it' }).click();
    const key = (await page.getByTestId('revealed-key').locator('code').textContent()) ?? '';
    await page.getByRole('button', { name: `Copy the code for ${game.name}` }).click();
    await page.getByTestId('toast').getByText('Copied').waitFor();

    expect(key).toMatch(/^[A-Z0-9-]{8,}$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  });

  it('lets a guest on a phone leave the payment page and come back, pay, and open the order from the e-mailed link', async () => {
    const game = await product((p) => p.variants[0]?.stockState === 'in_stock' && p.variants[0].region.code === 'GLOBAL');
    const page = await shopper(phone);
    const email = `phone-buyer-${Date.now()}@example.com`;
    await gotoReady(page, `${origin()}/p/${game.slug}`);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByTestId('cart-line').waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/_local/stripe/pay/**');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
    await page.getByRole('link', { name: 'Return to cart' }).click();
    await page.getByTestId('cart-line').waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(1);

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByTestId('pay-button').click();
    await payWith(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { name: /^Order NK-\d{4}-\d{6} confirmed$/ }).waitFor({ timeout: 40_000 });

    await gotoOutbox(page);
    const mail = page.locator('tr', { hasText: email }).filter({ hasText: 'are ready' });
    await mail.getByRole('link').first().click();
    await page.getByTestId('order-detail').waitFor();
    await page.getByTestId('reveal-button').first().click();
    await page.getByRole('button', { name: 'Reveal it' }).click();
    expect(await page.getByTestId('revealed-key').locator('code').textContent()).toMatch(/^[A-Z0-9-]{8,}$/);
  });

  it('shows the provider’s message for a declined card, and puts the keys back when the payment expires', async () => {
    const game = await product((p) => p.variants[0]?.stockState === 'in_stock' && p.variants[0].region.code === 'GLOBAL');
    const variantId = game.variants[0]!.variantId;
    const available = async () => ((await (await fetch(`${origin()}/api/variants/${variantId}/availability`)).json()) as { availableKeys: number }).availableKeys;
    const before = await available();
    const page = await shopper(desktop);
    await gotoReady(page, `${origin()}/p/${game.slug}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('declined@example.com');
    await page.getByTestId('pay-button').click();
    await payWith(page, '4000 0000 0000 0002');

    await page.getByText('Your card was declined.').waitFor();
    expect(await available()).toBe(before - 1);
    const session = new URL(page.url()).pathname.split('/').pop()!;
    // What Stripe does when the session's time runs out.
    await fetch(`${store.stripeEndpoint}/_twin/sessions/${session}/expire`, { method: 'POST' });
    await expect.poll(available, { timeout: 15_000 }).toBe(before);
  });

  it('shows a signed-in buyer their place in the pre-order queue, delivers when staff add a key, and refunds a cancelled one', async () => {
    const preorder = await product((p) => p.variants[0]?.stockState === 'preorder');
    const variantId = preorder.variants[0]!.variantId;
    const page = await signedIn(desktop);

    async function preorderOnce(): Promise<void> {
      await gotoReady(page, `${origin()}/p/${preorder.slug}`);
      await page.getByRole('button', { name: /pre-order/i }).first().click();
      await page.waitForURL('**/checkout');
      await page.getByTestId('pay-button').click();
      await payWith(page, '4242 4242 4242 4242');
      await page.getByRole('heading', { name: /^Order NK-\d{4}-\d{6} confirmed$/ }).waitFor({ timeout: 40_000 });
      await page.getByRole('link', { name: 'View your order' }).click();
    }

    await preorderOnce();
    const queue = page.getByTestId('preorder-queue');
    await queue.waitFor();
    expect(await queue.textContent()).toMatch(/Position \d+ in the queue — \d+ keys ahead of you/);
    const first = page.url();

    await preorderOnce();
    await page.getByRole('button', { name: 'Cancel pre-order' }).click();
    await page.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect.poll(() => page.getByTestId('status-badge').first().textContent(), { timeout: 15_000 }).toContain('Refunded');

    const waiting = ((await (await fetch(`${origin()}/api/variants/${variantId}/availability`)).json()) as { availableKeys: number }).availableKeys;
    const admin = await adminToken(origin());
    const keys = Array.from({ length: 5 }, (_, i) => `PREORDER-E2E-${Date.now()}-${i}`);
    const imported = await fetch(`${origin()}/api/admin/variants/${variantId}/keys`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ keys }) });
    expect(imported.status).toBe(201);
    expect(waiting).toBe(0);

    await page.goto(first);
    await expect.poll(async () => {
      await page.reload();
      await page.getByTestId('order-detail').waitFor();
      return page.getByTestId('status-badge').first().textContent();
    }, { timeout: 20_000 }).toContain('Completed');
    expect(await page.getByTestId('key-row').count()).toBe(1);
  });

  it('keeps the cart, checkout and order screens out of the home page’s initial JavaScript, within 130 KB gzip', async () => {
    const { kb, files } = await initialJsKb(`${origin()}/`, join(resolve(import.meta.dirname, '../..'), 'web/dist'));
    expect(files.filter((f) => /(cart-screens|checkout-screens|order-screens)/.test(f))).toEqual([]);
    expect(kb).toBeLessThanOrEqual(130);
  });

  it('asks for an acknowledgement of each key that may not work in the visitor’s country before Pay', async () => {
    const regional = await product((p) => p.variants.some((v) => v.stockState === 'in_stock' && v.region.code === 'US'));
    const variant = regional.variants.find((v) => v.stockState === 'in_stock' && v.region.code === 'US')!;
    const page = await shopper(desktop, { 'cloudfront-viewer-country': 'BR' });
    await gotoReady(page, `${origin()}/p/${regional.slug}?platform=${variant.platform.code}&region=US`);

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('far-buyer@example.com');
    const ack = page.getByTestId('region-acks').getByRole('checkbox', { name: 'I understand this product may not work in Brazil' });
    await ack.waitFor();
    expect(await page.getByTestId('pay-button').isDisabled()).toBe(true);

    await ack.check();
    await expect.poll(() => page.getByTestId('pay-button').isDisabled()).toBe(false);
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/_local/stripe/pay/**');
  });
});
