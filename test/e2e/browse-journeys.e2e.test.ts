import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, useStoreInBrowser } from './browser';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const phoneAgent = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
type Language = 'en' | 'es';

/** Raw catalogue codes a shopper once saw as facet labels; none may show again. */
const rawCodes = ['digital_wallet', 'platform_currency', 'in_game_currency', 'gift_card', 'epic', 'NA', 'AU', 'GLOBAL', 'true', 'false'];

describe('browsing and searching by product', () => {
  const store = useStoreInBrowser('browse');

  /** A fresh visitor in a language, with the console's errors and the search engine's requests recorded. */
  async function visit(path: string, { viewport = desktop, language = 'en' as Language } = {}) {
    const context = await store.newContext({ viewport, ...(viewport === phone ? { userAgent: phoneAgent, isMobile: true, hasTouch: true } : {}) });
    if (language !== 'en') await context.addInitScript((code) => localStorage.setItem('preferred-language', code), language);
    const page = await context.newPage();
    const errors: string[] = [];
    const searches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/1/indexes')) searches.push(request.url());
    });
    await gotoReady(page, `${store.url}${path}`);
    return { page, errors, searches };
  }

  const results = (page: Page) => page.getByTestId('search-result');
  const facetLabels = (page: Page) => page.getByTestId('search-facets').locator('label').allTextContents();

  it('server-renders a platform page with its own title, description, canonical link and products, and hydrates it without searching again', async () => {
    const response = await fetch(`${store.url}/platform/nintendo`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Nintendo games, gift cards and more | NeonKeys</title>');
    expect(html).toMatch(/<meta name="description" content="Buy Nintendo [^"]+">/);
    expect(html).toContain(`<link rel="canonical" href="${store.publicOrigin}/platform/nintendo">`);
    expect(html.match(/data-testid="search-result"/g)?.length ?? 0).toBeGreaterThan(3);

    for (const viewport of [desktop, phone]) {
      const { page, errors, searches } = await visit('/platform/nintendo', { viewport });
      await results(page).first().waitFor();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Nintendo');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).resolves.toContain('Home');
      await page.waitForTimeout(500);
      expect(searches, 'the server’s answer is reused').toEqual([]);
      expect(errors).toEqual([]);
    }
  });

  it('answers 404 with the not-found screen for an unknown platform or category', async () => {
    for (const path of ['/platform/gamecube', '/category/not-a-category']) {
      expect((await fetch(`${store.url}${path}`)).status, path).toBe(404);
      const { page } = await visit(path);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Oops! Page not found');
    }
  });

  it('reaches platform pages from the home tiles and the category bar, and a category page from the footer, on a desktop', async () => {
    const { page } = await visit('/');

    await page.locator('.platform-tiles').getByRole('link', { name: /Nintendo/ }).click();
    await page.waitForURL('**/platform/nintendo');
    await results(page).first().waitFor();

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Xbox' }).click();
    await page.waitForURL('**/platform/xbox');
    // The address changes a moment before the new page renders.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Xbox');
    await results(page).first().waitFor();

    await page.getByRole('contentinfo').getByRole('link', { name: 'All gift cards' }).click();
    await page.waitForURL('**/category/platform-currency');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Gift Cards');
    await results(page).first().waitFor();
  });

  it('keeps the home page anchors: /#playstation scrolls to the PlayStation tile', async () => {
    const { page } = await visit('/#playstation');

    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.locator('#playstation').isVisible()).resolves.toBe(true);
  });

  it('reaches platform and category pages from the side menu on a phone, in Spanish', async () => {
    const { page } = await visit('/', { viewport: phone, language: 'es' });

    await page.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.getByTestId('side-menu-category').filter({ hasText: 'Steam' }).click();
    await page.waitForURL('**/platform/steam');
    await results(page).first().waitFor();
    await expect.poll(() => page.title()).toBe('Juegos, tarjetas regalo y más para Steam | NeonKeys');

    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByTestId('side-menu-product-category').filter({ hasText: 'Moneda del juego' }).click();
    await page.waitForURL('**/category/in-game-currency');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Moneda del juego');
    await results(page).first().waitFor();
  });

  it.each<[Language, string]>([
    ['en', 'Starting at:'],
    ['es', 'Desde:'],
  ])('shows one card for the Steam Wallet product when searching "steam wallet" (%s), priced from its lowest variant', async (language, startingAt) => {
    const { page, errors } = await visit('/search?q=steam+wallet', { language });

    await results(page).first().waitFor();
    const cards = await results(page).allInnerTexts();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatch(language === 'en' ? /Steam Wallet Gift Card/ : /Tarjeta regalo de Steam/);
    expect(cards[0]).toContain(startingAt);
    expect(await results(page).first().getByTestId('search-result-options').textContent()).toMatch(/^\d+ (options|opciones)$/);
    expect(errors).toEqual([]);
  });

  it('shows the same rating on the search card and the product page', async () => {
    const { page } = await visit('/search?q=steam+wallet');
    const card = results(page).first();
    const onCard = await card.getByTestId('rating-summary').innerText();

    await card.getByRole('link', { name: /Steam Wallet Gift Card/ }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const onPage = await page.getByTestId('rating-summary').first().innerText();

    // A score where it has reviews, the words saying it has none where it has not: the same on both.
    const score = (text: string) => /(\d+)%/.exec(text)?.[1] ?? (/No reviews yet/.test(text) ? 'none' : undefined);
    expect(score(onCard)).toBeDefined();
    expect(score(onPage)).toBe(score(onCard));
  });

  it.each<[Language, string, string[], string]>([
    ['en', 'card', ['Digital Wallets', 'Gift Cards', 'Gift Card', 'Instant delivery', 'Australia'], 'Region: Australia'],
    ['es', 'tarjeta', ['Monederos digitales', 'Tarjetas regalo', 'Tarjeta regalo', 'Entrega inmediata', 'Australia'], 'Región: Australia'],
  ])('names every facet value and chip for people, never by its code (%s)', async (language, query, expected, chip) => {
    const { page } = await visit(`/search?q=${query}`, { language });
    await results(page).first().waitFor();

    const labels = (await facetLabels(page)).map((label) => label.replace(/ \(\d+\)$/, ''));
    for (const word of expected) expect(labels).toContain(word);
    for (const code of rawCodes) expect(labels, code).not.toContain(code);

    await page.getByTestId('search-facets').getByRole('checkbox', { name: /^Australia/ }).click();
    await page.waitForURL(/region=AU/);
    await expect.poll(() => page.getByTestId('filter-chip').allTextContents()).toEqual([expect.stringContaining(chip)]);
  });

  it('collapses the filters into a sheet on a phone, with the first result on the first screen', async () => {
    const { page, errors } = await visit('/search?q=card', { viewport: phone });
    await results(page).first().waitFor();

    const first = await results(page).first().boundingBox();
    expect(first!.y).toBeLessThan(phone.height);
    await expect(page.getByTestId('search-facets').isVisible()).resolves.toBe(false);

    const button = page.getByTestId('filters-button');
    await expect(button.textContent()).resolves.toBe('Filters');
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    await sheet.getByRole('checkbox', { name: /^Steam \(\d+\)$/ }).click();
    await page.waitForURL(/platform=steam/);
    await expect.poll(() => sheet.getByRole('button', { name: /^Show \d+ results?$/ }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    await expect.poll(() => button.textContent()).toBe('Filters (1)');
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await button.click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear all filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('platform')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('shows results for a filter alone: /search?platform=nintendo is a browse, not "Ready to search"', async () => {
    const { page } = await visit('/search?platform=nintendo');

    await results(page).first().waitFor();
    expect(await page.getByTestId('search-ready').count()).toBe(0);
    await expect(page.getByTestId('search-count').textContent()).resolves.toMatch(/^\d+ products$/);
  });

  it.each(['Steam Gift Card', 'PlayStation Store', 'Xbox Game Pass', 'Call of Duty', 'Fortnite V-Bucks'])('finds products for the trending search %j', async (term) => {
    const { page } = await visit('/');
    const box = page.getByRole('combobox', { name: 'Search products' });

    await box.click();
    await page.getByTestId('search-dropdown').locator('[role=option][data-kind=trending]').filter({ hasText: term }).click();
    await page.waitForURL(/\/search\?q=/);

    await results(page).first().waitFor();
    await expect(results(page).first().getByRole('heading').textContent()).resolves.toMatch(new RegExp(term.split(' ')[0]!, 'i'));
  });
});
