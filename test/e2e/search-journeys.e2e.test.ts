import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, useStoreInBrowser } from './browser';

const desktop = { width: 1366, height: 900 };

describe('searching the store', () => {
  const store = useStoreInBrowser('search');

  const consoleErrors = new Map<Page, string[]>();

  async function open(path: string): Promise<Page> {
    const context = await store.newContext({ viewport: desktop });
    const page = await context.newPage();
    const errors: string[] = [];
    consoleErrors.set(page, errors);
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await gotoReady(page, `${store.url}${path}`);
    return page;
  }

  const box = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
  const dropdown = (page: Page) => page.getByTestId('search-dropdown');
  const options = (page: Page, kind: string) => dropdown(page).locator(`[role=option][data-kind=${kind}]`);

  async function typeInHeader(page: Page, text: string) {
    await box(page).click();
    await box(page).pressSequentially(text, { delay: 20 });
  }

  it('offers the 5 trending searches when the box is focused while blank, and blank Enter does nothing', async () => {
    const page = await open('/');

    await box(page).click();
    await box(page).press('Enter');
    await options(page, 'trending').first().waitFor();

    await expect(options(page, 'trending').allTextContents()).resolves.toEqual([
      'Steam Gift Card',
      'PlayStation Store',
      'Xbox Game Pass',
      'Call of Duty',
      'Fortnite V-Bucks',
    ]);
    expect(new URL(page.url()).pathname).toBe('/');
    // The server-rendered header hydrates unchanged: the dropdown is client-only.
    expect(consoleErrors.get(page)?.filter((e) => /hydrat/i.test(e))).toEqual([]);
  });

  it('shows the top 3 results and name suggestions as you type, and opens a product with the arrow keys and Enter', async () => {
    const page = await open('/');
    const logged = page.waitForRequest((r) => r.url().endsWith('/api/search-log') && r.method() === 'POST', { timeout: 15_000 });
    // The answer to the whole text: an earlier prefix's answer ('gift c') already shows gift cards, and while the last
    // search runs the list is empty, so an Enter then would search instead of opening the chosen product.
    const answered = page.waitForResponse((r) => r.url().includes('/1/indexes/') && (r.request().postData() ?? '').includes('"query":"gift card"'), { timeout: 15_000 });

    await typeInHeader(page, 'gift card');
    await answered;

    // Answers to the first letters may show while typing; the last one replaces them.
    await expect
      .poll(async () => {
        const names = await options(page, 'suggestion').allTextContents();
        return names.length > 0 && names.every((name) => name.toLowerCase().includes('gift card'));
      }, { timeout: 15_000 })
      .toBe(true);
    expect(await options(page, 'result').count()).toBe(3);

    await box(page).press('ArrowDown');
    await box(page).press('ArrowDown');
    const chosen = options(page, 'result').nth(1);
    // The dropdown marks the option in its render and points the input at it from an effect just after.
    await expect.poll(() => chosen.getAttribute('aria-selected')).toBe('true');
    const chosenId = await chosen.getAttribute('id');
    await expect.poll(() => box(page).getAttribute('aria-activedescendant')).toBe(chosenId);
    await box(page).press('Enter');

    await page.waitForURL(/\/(product\/[^?]+\?platform=.+&region=.+&edition=|p\/)/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await dropdown(page).count()).toBe(0);

    const body = (await logged).postDataJSON() as { entries: { query: string; language: string; currency: string; resultsCount: number }[] };
    expect(body.entries.some((e) => e.query === 'gift card' && e.language === 'en' && e.currency === 'USD' && e.resultsCount > 0)).toBe(true);
  });

  it('closes the dropdown on Escape and goes to the results page on Enter', async () => {
    const page = await open('/');

    await typeInHeader(page, 'xbox');
    await options(page, 'result').first().waitFor({ timeout: 15_000 });
    await box(page).press('Escape');
    expect(await dropdown(page).count()).toBe(0);
    expect(await box(page).inputValue()).toBe('xbox');
    await box(page).press('Enter');

    await page.waitForURL(`${store.url}/search?q=xbox`);
    await page.getByTestId('search-count').filter({ hasText: /Found \d+ results? for "xbox"/ }).waitFor({ timeout: 15_000 });
  });

  it('filters the results page by a platform chip and removes it', async () => {
    const page = await open('/search?q=gift%20card');
    const count = page.getByTestId('search-count');
    await count.filter({ hasText: /^Found \d+ results? for "gift card"$/ }).waitFor({ timeout: 15_000 });
    const before = Number(/Found (\d+)/.exec((await count.textContent()) ?? '')?.[1]);

    const platforms = page.getByRole('group', { name: 'Platform' });
    const steam = platforms.getByRole('checkbox').first();
    const steamLabel = ((await platforms.locator('label').first().textContent()) ?? '').replace(/ \(\d+\)$/, '');
    await steam.click();

    const chip = page.getByTestId('filter-chip');
    await chip.waitFor();
    expect(await chip.textContent()).toContain(`Platform: ${steamLabel}`);
    await page.waitForURL(/platform=/);
    // The unfiltered cards stay on screen until the filtered answer replaces them, so wait for that answer.
    const badges = page.getByTestId('search-result').locator('.search-card-badges .badge-accent');
    await expect.poll(async () => new Set(await badges.allTextContents()), { timeout: 15_000 }).toEqual(new Set([steamLabel]));
    const after = Number(/Found (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    expect(after).toBeLessThanOrEqual(before);
    // One card per product: its link chooses what the filter pins (the platform) and what all its matching variants share.
    expect(await page.getByTestId('search-result').first().getByRole('link', { name: 'View Details' }).getAttribute('href')).toMatch(/^\/product\/[^?]+\?platform=[a-z]+(&|$)/);

    await page.getByRole('button', { name: `Remove filter Platform: ${steamLabel}` }).click();

    await page.waitForURL((url) => !url.searchParams.has('platform'));
    await page.getByTestId('filter-chip').waitFor({ state: 'detached' });
    await count.filter({ hasText: `Found ${before} ` }).waitFor({ timeout: 15_000 });
  });

  it('shows the no-results tips for a query that matches nothing', async () => {
    const page = await open('/search?q=qwxzv%20plmkj');

    await page.getByTestId('search-empty').waitFor({ timeout: 15_000 });

    expect(await page.getByRole('heading', { name: 'No results found' }).count()).toBe(1);
    const tips = await page.getByTestId('search-empty').getByRole('listitem').allTextContents();
    expect(tips).toEqual(['Use different keywords', 'Check your spelling', 'Use more general terms', 'Browse our categories']);
    await typeInHeader(page, 'qwxzv plmkj');
    await dropdown(page).getByText('No results found for "qwxzv plmkj"').waitFor({ timeout: 15_000 });
    expect(await dropdown(page).getByText('Try different keywords or check spelling').count()).toBe(1);
  });

  it('says Ready to search without a query', async () => {
    const page = await open('/search');

    await page.getByTestId('search-ready').waitFor();

    expect(await page.getByRole('heading', { name: 'Ready to search' }).count()).toBe(1);
  });

  it('matches the names of the chosen language', async () => {
    const page = await open('/');
    await typeInHeader(page, 'steam');
    await options(page, 'result').first().waitFor({ timeout: 15_000 });
    const english = await options(page, 'suggestion').allTextContents();
    await box(page).press('Escape');

    await page.getByRole('button', { name: /Language and currency/ }).click();
    await page.getByLabel('Language', { exact: true }).selectOption('es');
    await page.keyboard.press('Escape');
    const caja = page.getByRole('combobox', { name: 'Buscar productos' });
    await caja.fill('');
    await caja.pressSequentially('tarjeta regalo de steam', { delay: 20 });
    await dropdown(page).locator('[role=option][data-kind=suggestion]').filter({ hasText: 'Tarjeta regalo de Steam' }).first().waitFor({ timeout: 15_000 });

    expect(english).not.toContain('Tarjeta regalo de Steam');
  });
});
