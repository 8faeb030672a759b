import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HomeData } from '../../shared/storefront/storefront-views';
import { gotoReady, reloadReady, useStoreInBrowser } from './browser';

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

describe('the storefront shell', () => {
  const store = useStoreInBrowser('shell');

  /** A fresh visitor: own local storage, the home page loaded with its cards. */
  async function visitHome(viewport = desktop): Promise<Page> {
    const context = await store.newContext({ viewport });
    const page = await context.newPage();
    await gotoReady(page, store.url);
    await page.getByTestId('product-card').first().waitFor({ timeout: 30_000 });
    return page;
  }

  async function choose(page: Page, field: 'Language' | 'Currency', value: string) {
    await page.getByRole('button', { name: /Language and currency/ }).click();
    await page.getByLabel(field, { exact: true }).selectOption(value);
  }

  it('shows the three featured slides of GET /api/home in the home slider, each calling to its product', async () => {
    const home = (await (await fetch(`${store.url}/api/home`)).json()) as HomeData;
    const page = await visitHome();

    const slides = page.getByTestId('promo-slide');
    await slides.nth(2).waitFor({ state: 'attached' });

    expect(home.slides).toHaveLength(3);
    expect(await slides.count()).toBe(3);
    for (const [i, slide] of home.slides.entries()) {
      await expect(slides.nth(i).getByRole('heading', { level: 2 }).textContent()).resolves.toBe(slide.title);
    }
    // Each call to action opens the variant its slide advertises.
    for (const [i, slide] of home.slides.entries()) {
      const query = slide.target ? `?${new URLSearchParams(slide.target).toString()}` : '';
      expect(await slides.nth(i).getByRole('link').getAttribute('href')).toBe(`/p/${slide.productSlug}${query}`);
    }
    expect(await page.getByRole('button', { name: /^Go to slide/ }).count()).toBe(3);
  });

  it('moves to the next slide with the next button', async () => {
    const page = await visitHome();

    await page.getByRole('button', { name: 'Next slide' }).click();

    await expect(page.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).resolves.toBe('true');
  });

  it('continues the grid with GET /api/products after the first page came with GET /api/home', async () => {
    const context = await store.newContext({ viewport: desktop });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname, searchParams } = new URL(request.url());
      // Visit tracking (its beacon and geolocation, after the page is idle) is not the grid's business.
      if (pathname.startsWith('/api/') && !pathname.startsWith('/api/track')) calls.push(searchParams.has('cursor') ? `${pathname}?cursor` : pathname);
    });
    await gotoReady(page, store.url);
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor({ timeout: 30_000 });
    const firstPage = await cards.count();

    await page.getByRole('button', { name: 'Load more' }).click();
    await cards.nth(firstPage).waitFor();

    expect(calls).toEqual(['/api/home', '/api/products?cursor']);
    expect(await cards.count()).toBeGreaterThan(firstPage);
  });

  it.each([
    ['a phone', phone],
    ['a desktop', desktop],
  ])('keeps the home page still while its blocks load on %s (layout shift at most 0.02)', async (_name, viewport) => {
    const context = await store.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await gotoReady(page, store.url);
    await page.getByTestId('product-card').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('promo-slide').first().waitFor();
    await page.waitForTimeout(1500);

    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.02);
  });

  it('switches the interface to Spanish and keeps it after a reload', async () => {
    const page = await visitHome();

    await choose(page, 'Language', 'es');
    await page.getByRole('link', { name: 'Iniciar sesión' }).first().waitFor();
    await reloadReady(page);
    await page.getByTestId('product-card').first().waitFor();

    await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Todos los productos' }).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
    await expect(page.evaluate(() => localStorage.getItem('preferred-language'))).resolves.toBe('es');
  });

  it('shows home prices in euros after choosing EUR, marked as estimates, keeps the choice after a reload, and says on the product page what is charged in USD', async () => {
    const page = await visitHome();
    const firstPrice = page.getByTestId('card-price').first();
    const before = await firstPrice.textContent();

    await choose(page, 'Currency', 'EUR');
    await page.getByText(/^Rates as of /).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="card-price"]')?.textContent?.includes('€'));
    await reloadReady(page);
    await page.getByTestId('product-card').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="card-price"]')?.textContent?.includes('€'));

    expect(before).toMatch(/^\$\d/);
    await expect(firstPrice.getAttribute('title')).resolves.toBe('Charged in USD');
    await expect(firstPrice.textContent()).resolves.toMatch(/≈ .*€\d/);
    await expect(page.evaluate(() => localStorage.getItem('preferred-currency'))).resolves.toBe('EUR');

    await page.getByTestId('product-card').first().click();
    const charged = page.getByTestId('product-price').locator('.charged-usd');
    await charged.waitFor();
    expect(await charged.isVisible()).toBe(true);
    expect(await charged.innerText()).toMatch(/^\s*· charged \$\d+\.\d{2} USD$/);
    expect(await page.getByTestId('product-price').locator('.pdp-price-now').innerText()).toMatch(/€/);
  });

  it('shows the mobile layout on a phone: menu and search toggles instead of the category bar and search box', async () => {
    const page = await visitHome(phone);
    const searchToggle = page.getByRole('button', { name: 'Search box' });

    await expect(page.getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Categories' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('combobox', { name: 'Search products' }).isVisible()).resolves.toBe(false);
    await searchToggle.click();
    await expect(page.getByRole('combobox', { name: 'Search products' }).isVisible()).resolves.toBe(true);
    await expect(searchToggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await searchToggle.click();
    await expect(page.getByRole('combobox', { name: 'Search products' }).isVisible()).resolves.toBe(false);
  });

  it('opens the side menu with the platform browse pages and closes it with Escape, returning focus to the toggle', async () => {
    const page = await visitHome(phone);
    const toggle = page.getByRole('button', { name: 'Menu' });

    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // The menu's content loads when it first opens.
    await menu.getByTestId('side-menu-category').first().waitFor();
    const anchors = await menu.getByTestId('side-menu-category').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    expect(anchors).toEqual(['/platform/playstation', '/platform/xbox', '/platform/steam', '/platform/pc', '/platform/nintendo', '/platform/epic', '/platform/battlenet']);
    await expect(toggle.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('hides the desktop category bar on scrolling down past 150 px and shows it again on scrolling up', async () => {
    const page = await visitHome();
    const bar = page.getByRole('navigation', { name: 'Categories' });

    await page.mouse.move(600, 600);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => window.scrollY > 150);
    await expect.poll(() => bar.getAttribute('data-visible')).toBe('false');
    await page.mouse.wheel(0, -200);

    await expect.poll(() => bar.getAttribute('data-visible')).toBe('true');
  });

  describe('the newsletter sign-up', () => {
    async function submit(page: Page, email: string) {
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
    }

    it('asks for an email when the field is blank and sends nothing', async () => {
      const page = await visitHome();
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/newsletter')) calls.push(request.method());
      });

      await submit(page, '   ');
      const toast = page.getByTestId('toast').filter({ hasText: 'Email required' });
      await toast.waitFor();

      await expect(toast.textContent()).resolves.toContain('Please enter your email address');
      expect(calls).toEqual([]);
    });

    it('subscribes a valid email, confirms it and clears the field', async () => {
      const page = await visitHome();

      await submit(page, 'shell-e2e@example.com');
      const toast = page.getByTestId('toast').filter({ hasText: 'Success!' });
      await toast.waitFor();

      await expect(toast.textContent()).resolves.toContain("You've been subscribed to our newsletter");
      await expect(page.getByLabel('Email address').inputValue()).resolves.toBe('');
    });

    it("shows the server's reason as an error toast when it refuses the address", async () => {
      const page = await visitHome();

      await submit(page, 'not-an-email');
      const toast = page.getByTestId('toast').filter({ hasText: 'Subscription failed' });
      await toast.waitFor();

      await expect(toast.textContent()).resolves.toContain('Enter a valid email address');
      await expect(toast.getAttribute('class')).resolves.toContain('toast-destructive');
    });
  });
});
