import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage, VariantView } from '../../shared/catalog/catalog-views';
import { editionParam, selectVariant } from '../../shared/catalog/variant-selection';
import { formatPrice } from '../../shared/money/price';
import { freePort } from '../../local/runtime/free-port';
import { startLocalStack, type LocalStack } from '../../local/runtime/local-stack';
import { buildToolDeps } from '../../functions/lib/wiring/tool-deps';
import { createProduct } from '../../functions/lib/data/entities/product.factory';
import { createVariant } from '../../functions/lib/data/entities/variant.factory';
import { closeTestContexts, gotoReady, chromiumForFile, seededDataDir } from './browser';

const desktop = { width: 1280, height: 900 };
const mobile = { width: 390, height: 844 };

describe('the product page', () => {
  const dataDir = seededDataDir('product-page');
  let stack: LocalStack;
  let browser: Browser;
  let products: ProductDetail[];

  const api = async <T>(path: string): Promise<T> => (await fetch(`${stack.url}${path}`)).json() as Promise<T>;
  const find = (test: (p: ProductDetail) => boolean, what: string) => {
    const found = products.find(test);
    if (!found) throw new Error(`The demo catalogue has no ${what}`);
    return found;
  };
  const addressOf = (product: ProductDetail, v: VariantView) =>
    `${stack.url}/p/${product.slug}?${new URLSearchParams({ platform: v.platform.code, region: v.region.code, edition: editionParam(v) })}`;

  async function open(viewport: typeof desktop, address: string): Promise<Page> {
    const page = await browser.newPage({ viewport });
    await gotoReady(page, address);
    await page.locator('.pdp').waitFor({ timeout: 30_000 });
    return page;
  }

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startLocalStack({ shortLived: true, port: await freePort(), dataDir }), chromiumForFile()]);
    const list = await api<ProductPage>('/api/products?limit=100');
    products = await Promise.all(list.items.map((item) => api<ProductDetail>(`/api/products/${item.productId}`)));
  });
  afterEach(() => closeTestContexts(browser));
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  type Choice = { platform?: string; region?: string; edition?: string };
  const listOf = { platform: 'platforms', region: 'regions', edition: 'editions' } as const;

  /** Picks each selector's option in turn and checks the price, the stock state and the address after every pick. */
  async function choose(page: Page, product: ProductDetail, picks: (keyof Choice)[]) {
    let choice: Choice = {};
    const shown: string[] = [];
    for (const kind of picks) {
      const options = selectVariant(product.variants, choice)[listOf[kind]];
      const option = options.at(-1)!;
      await page.getByRole('radio', { name: option.label, exact: true }).check();
      choice = { ...choice, [kind]: option.value };
      const selection = selectVariant(product.variants, choice);
      const variant = selection.variant!;
      await expect.poll(() => page.getByTestId('product-price').textContent()).toContain(formatPrice(variant.priceUsdCents));
      await expect.poll(() => page.getByTestId('stock-state').getAttribute('data-stock')).toBe(shownStock[variant.stockState]);
      const url = new URL(page.url());
      expect([url.searchParams.get('platform'), url.searchParams.get('region'), url.searchParams.get('edition')]).toEqual([selection.platform, selection.region, selection.edition]);
      shown.push(variant.variantId);
    }
    return shown;
  }
  const shownStock = { in_stock: 'in_stock', force_available: 'limited', out_of_stock: 'out_of_stock', inactive: 'out_of_stock', preorder: 'preorder' } as const;
  const editionsAfter = (p: ProductDetail, choice: Choice) => selectVariant(p.variants, choice).editions.length > 1;

  it('goes from the home page to a product and updates price and stock as the platform and then the edition change', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await gotoReady(page, stack.url);
    await page.getByTestId('product-card').first().waitFor({ timeout: 30_000 });
    const onHome = new Set(await page.locator('a[href^="/p/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))));
    const product = find((p) => {
      const platforms = selectVariant(p.variants).platforms;
      return onHome.has(`/p/${p.slug}`) && platforms.length > 1 && editionsAfter(p, { platform: platforms.at(-1)!.value });
    }, 'product on the home page with several platforms and editions');

    await page.locator(`a[href="/p/${product.slug}"]`).first().click();
    await page.waitForURL(`**/p/${product.slug}`);
    await expect.poll(() => page.getByTestId('product-price').textContent()).toContain(formatPrice(product.variants[0]!.priceUsdCents));
    const shown = await choose(page, product, ['platform', 'edition']);

    expect(new Set([product.variants[0]!.variantId, ...shown]).size).toBe(3);
    await page.close();
  });

  it('updates price and stock as the region and then the face value change', async () => {
    const product = find((p) => {
      const regions = selectVariant(p.variants).regions;
      return !p.isPreorder && regions.length > 1 && editionsAfter(p, { region: regions.at(-1)!.value });
    }, 'product with several regions and editions or face values');
    const page = await open(desktop, `${stack.url}/p/${product.slug}`);

    const shown = await choose(page, product, ['region', 'edition']);

    expect(new Set([product.variants[0]!.variantId, ...shown]).size).toBe(3);
    await page.close();
  });

  it("shows a sold-out variant as 'Sold Out' with 'Notify me' on desktop, and registers an email", async () => {
    const product = find((p) => !p.isPreorder && p.variants.some((v) => v.stockState === 'out_of_stock'), 'sold-out variant');
    const soldOut = product.variants.find((v) => v.stockState === 'out_of_stock')!;
    const page = await open(desktop, addressOf(product, soldOut));

    await expect.poll(() => page.getByTestId('stock-out').textContent()).toBe('Sold Out');
    expect(await page.getByRole('button', { name: 'Buy Now' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await page.locator('.pdp').getByLabel('Email address').fill('restock-fan@example.com');
    await page.locator('.pdp').getByRole('button', { name: 'Send' }).click();

    await expect(page.getByText("This product is currently out of stock. We'll notify you when it becomes available.").waitFor()).resolves.toBeUndefined();
    await page.close();
  });

  it("shows a sold-out variant as 'OUT OF STOCK' on mobile", async () => {
    const product = find((p) => !p.isPreorder && p.variants.some((v) => v.stockState === 'out_of_stock'), 'sold-out variant');
    const page = await open(mobile, addressOf(product, product.variants.find((v) => v.stockState === 'out_of_stock')!));

    await expect.poll(() => page.getByTestId('stock-out').textContent()).toBe('OUT OF STOCK');
    expect(await page.getByRole('button', { name: 'Notify me' }).count()).toBe(0);
    await page.close();
  });

  it("shows a pre-order's badge and explains pre-orders in a dialog that Escape closes", async () => {
    const product = find((p) => p.variants.some((v) => v.stockState === 'preorder'), 'open pre-order');
    const page = await open(desktop, `${stack.url}/p/${product.slug}`);
    const about = page.getByRole('button', { name: 'About Pre-Orders' });

    await expect(page.locator('.pdp-badges').getByText('Pre-Order', { exact: true }).waitFor()).resolves.toBeUndefined();
    await about.click();
    const dialog = page.getByRole('dialog', { name: 'About Pre-Orders' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('full refund');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await about.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.close();
  });

  it('adds to the cart with a toast and its drawer, and buys with a toast on the way to checkout', async () => {
    const product = find((p) => p.variants[0]?.stockState === 'in_stock', 'product whose first variant is in stock');
    const page = await open(desktop, `${stack.url}/p/${product.slug}`);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('toast').getByText('Added to cart!').waitFor()).resolves.toBeUndefined();
    // Add to Cart opens the cart drawer (a modal); the shopper closes it to go on.
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByTestId('toast').getByText('Proceeding to checkout...').waitFor()).resolves.toBeUndefined();
    await page.close();
  });

  it('replaces /product/{id} with /p/{slug}, keeping the query, and describes the product for search engines', async () => {
    const product = find((p) => p.variants.length > 1, 'product with several variants');
    const variant = product.variants[1]!;
    const page = await browser.newPage({ viewport: desktop });

    await gotoReady(page, `${stack.url}/product/${product.productId}?platform=${variant.platform.code}&region=${variant.region.code}&edition=${encodeURIComponent(editionParam(variant))}`);
    await page.waitForURL(`**/p/${product.slug}?*`);
    await page.locator('.pdp').waitFor();
    const head = await page.evaluate(() => ({
      title: document.title,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      jsonLd: JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { offers?: { price: string; priceCurrency: string } },
    }));

    expect(new URL(page.url()).searchParams.get('platform')).toBe(variant.platform.code);
    expect(head.title).toBe(`${product.seoTitle ?? product.name} | NeonKeys`);
    expect(head.robots).toBe('index,follow');
    expect(head.canonical).toBe(`${stack.url}/p/${product.slug}`);
    expect(head.jsonLd.offers).toMatchObject({ price: (variant.priceUsdCents / 100).toFixed(2), priceCurrency: 'USD' });
    expect(await page.getByTestId('product-price').textContent()).toContain(formatPrice(variant.priceUsdCents));
    await page.close();
  });

  it("shows limited availability and opens 'All Supported Languages' from '+ N more'", async () => {
    // The demo catalogue has no variant in more than three languages, so this product is written for the test.
    const product = createProduct({ name: 'Polyglot Quest' });
    const languages = ['en', 'es', 'pt', 'fr', 'de', 'ja'];
    await buildToolDeps().store.entities.product.create(product).go();
    await buildToolDeps().store.entities.variant.create(createVariant({ productId: product.productId, forceAvailable: true, languageCodes: languages })).go();
    const page = await open(desktop, `${stack.url}/p/${product.slug}`);

    await expect.poll(() => page.getByTestId('stock-state').textContent()).toBe('Limited availability');
    await page.getByRole('button', { name: 'Show all 6 supported languages' }).click();
    const dialog = page.getByRole('dialog', { name: 'All Supported Languages' });
    await dialog.waitFor();

    expect(await dialog.getByRole('listitem').allTextContents()).toEqual(['English', 'Spanish', 'Portuguese', 'French', 'German', 'Japanese']);
    await page.close();
  });

  it("shows 'Product not found' for an unknown product and the 404 page for an unknown address", async () => {
    const page = await browser.newPage({ viewport: desktop });

    await gotoReady(page, `${stack.url}/p/no-such-product`);
    await expect(page.getByRole('heading', { name: 'Product not found' }).waitFor()).resolves.toBeUndefined();
    await gotoReady(page, `${stack.url}/no-such-page`);
    await expect(page.getByText('Oops! Page not found').waitFor()).resolves.toBeUndefined();
    await page.close();
  });

  it('shows the mobile layout below 768 px: collapsible sections, with at most three reviews', async () => {
    // A PC game, so its default variant has requirements and languages to show.
    const product = find((p) => p.reviewCount > 3 && p.productType === 'key' && Object.keys(p.variants[0]?.systemRequirements ?? {}).length > 0, 'PC game with more than three reviews');
    const page = await open(mobile, `${stack.url}/p/${product.slug}`);

    expect(await page.locator('.pdp').getAttribute('data-layout')).toBe('mobile');
    expect(await page.getByRole('tab').count()).toBe(0);
    const summaries = await page.locator('.pdp details > summary').allTextContents();
    expect(summaries.slice(0, 3)).toEqual(['Description', 'System Requirements', 'Languages']);
    await page.locator('summary', { hasText: 'Customer Reviews' }).click();
    await page.locator('.pdp-review').first().waitFor();

    expect(await page.locator('.pdp-review').count()).toBe(3);
    await page.close();
  });
});
