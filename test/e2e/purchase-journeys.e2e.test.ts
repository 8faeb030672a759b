import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '../../shared/catalog/catalog-views';
import { gotoReady, useStoreInBrowser } from './browser';

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

describe('buying keys', () => {
  const store = useStoreInBrowser('purchase');
  // The payment page sends shoppers back to the store's public origin, so the journeys shop there: one origin, one cart.
  const origin = () => store.publicOrigin;

  async function product(test: (p: ProductDetail) => boolean): Promise<ProductDetail> {
    const list = (await (await fetch(`${origin()}/api/products?limit=50`)).json()) as ProductPage;
    for (const card of list.items) {
      const detail = (await (await fetch(`${origin()}/api/products/by-slug/${card.slug}`)).json()) as ProductDetail;
      if (test(detail)) return detail;
    }
    throw new Error('The demo catalogue has no such product');
  }

  async function shopper(viewport: typeof desktop, headers: Record<string, string> = {}): Promise<Page> {
    const context = await store.newContext({ viewport, extraHTTPHeaders: headers });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
    return context.newPage();
  }

  async function payWith(page: Page, card: string) {
    await page.waitForURL('**/_local/stripe/pay/**');
    await page.getByLabel('Card number').fill(card);
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Cardholder name').fill('Guest Shopper');
    await page.getByRole('button', { name: /^Pay/ }).click();
  }

  it('takes a guest from Add to Cart through the drawer, checkout and payment to a revealed key', async () => {
    const game = await product((p) => p.variants[0]?.stockState === 'in_stock' && p.variants[0].region.code === 'GLOBAL');
    const page = await shopper(desktop);
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
    expect(await pay.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('guest-buyer@example.com');
    await expect.poll(() => pay.isDisabled()).toBe(false);
    await pay.click();
    await payWith(page, '4242 4242 4242 4242');

    await page.waitForURL('**/checkout/complete?**');
    await page.getByRole('heading', { name: /^Order NK-\d{4}-\d{6} confirmed$/ }).waitFor({ timeout: 40_000 });
    await expect.poll(() => page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Cart');

    await page.getByRole('link', { name: 'View your order' }).click();
    await page.getByTestId('key-row').nth(1).waitFor();
    await page.getByTestId('reveal-button').first().click();
    await expect(page.getByTestId('reveal-confirm').textContent()).resolves.toContain('Revealing ends your automatic refund right for this key.');
    expect(await page.getByTestId('revealed-key').count()).toBe(0);
    await page.getByRole('button', { name: 'Reveal it' }).click();
    const key = (await page.getByTestId('revealed-key').locator('code').textContent()) ?? '';
    await page.getByRole('button', { name: `Copy the key for ${game.name}` }).click();
    await page.getByTestId('toast').getByText('Copied').waitFor();

    expect(key).toMatch(/^[A-Z0-9-]{8,}$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  });

  it('shows the cart as a page on a phone, and keeps it when the shopper leaves the payment page', async () => {
    const game = await product((p) => p.variants[0]?.stockState === 'in_stock');
    const page = await shopper(phone);
    await gotoReady(page, `${origin()}/p/${game.slug}`);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByTestId('cart-line').waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('phone-buyer@example.com');
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/_local/stripe/pay/**');
    await page.getByRole('link', { name: 'Back' }).click();

    await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
    await page.getByRole('link', { name: 'Return to cart' }).click();
    await page.getByTestId('cart-line').waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(1);
  });

  it('asks for an acknowledgement of each key that may not work in the visitor’s country before Pay', async () => {
    const regional = await product((p) => p.variants.some((v) => v.stockState === 'in_stock' && v.region.code === 'US'));
    const variant = regional.variants.find((v) => v.stockState === 'in_stock' && v.region.code === 'US')!;
    const page = await shopper(desktop, { 'cloudfront-viewer-country': 'BR' });
    await gotoReady(page, `${origin()}/p/${regional.slug}?platform=${variant.platform.code}&region=US`);

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('far-buyer@example.com');
    const ack = page.getByTestId('region-acks').getByRole('checkbox', { name: 'I understand this key may not work in Brazil' });
    await ack.waitFor();
    expect(await page.getByTestId('pay-button').isDisabled()).toBe(true);

    await ack.check();
    await expect.poll(() => page.getByTestId('pay-button').isDisabled()).toBe(false);
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/_local/stripe/pay/**');
  });
});
