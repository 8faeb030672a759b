import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, useStoreInBrowser } from './browser';

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

/** What each layout shows of a product's type: the section names, the delivery line and the information rows. */
async function wordingOn(page: Page): Promise<string> {
  await page.locator('.pdp').waitFor();
  const parts = await page.locator('.pdp-tablist, .pdp-sections, .pdp-info, [data-testid="delivery-message"]').allInnerTexts();
  return parts.join(' | ').replace(/\s+/g, ' ');
}

/**
 * The wording once the page shows all of `shown`: the sections fill in after the page's language tables arrive,
 * which on a loaded machine can be after the delivery line is already there.
 */
async function settledWording(page: Page, shown: readonly string[]): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      text = await wordingOn(page);
      return shown.filter((words) => !text.includes(words));
    })
    .toEqual([]);
  return text;
}

describe('product pages in the words of their type', () => {
  const store = useStoreInBrowser('type-wording');

  it.each([
    ['desktop', 'en', desktop, ['About This Gift Card', 'How to Use', 'the code arrives', 'Face Value'], ['Publisher', 'Developer', 'System Requirements', 'Not available', 'the key']],
    ['phone', 'en', phone, ['How to Use', 'the code arrives'], ['System Requirements', 'Languages', 'the key']],
    ['desktop', 'es', desktop, ['Sobre esta tarjeta regalo', 'Cómo usar', 'el código llega', 'Valor nominal'], ['Editor', 'Desarrollador', 'Requisitos del sistema', 'No disponible', 'la clave']],
    ['phone', 'es', phone, ['Cómo usar', 'el código llega'], ['Requisitos del sistema', 'Idiomas', 'la clave']],
  ] as const)('calls a gift card a gift card at %s size in %s', async (_size, language, options, shown, hidden) => {
    const context = await store.newContext(options);
    await context.addInitScript((code) => localStorage.setItem('preferred-language', code), language);
    const page = await context.newPage();

    await gotoReady(page, `${store.url}/p/steam-wallet-gift-card`);
    const text = await settledWording(page, shown);

    for (const words of hidden) expect(text).not.toContain(words);
  });

  it.each([
    ['desktop', 'en', desktop, ['About This Account', 'How to Sign In', 'the login details arrive', 'Package']],
    ['phone', 'es', phone, ['Cómo iniciar sesión', 'los datos de acceso llegan']],
  ] as const)('calls an account an account at %s size in %s', async (_size, language, options, shown) => {
    const context = await store.newContext(options);
    await context.addInitScript((code) => localStorage.setItem('preferred-language', code), language);
    const page = await context.newPage();

    await gotoReady(page, `${store.url}/p/starfall-odyssey-steam-account`);
    const text = await settledWording(page, shown);

    expect(text).not.toMatch(/About The Game|Sobre el juego|Digital Key|Clave digital/);
  });

  it('keeps the spec tabs for a game and drops System Requirements, back to the first tab, when a console version is picked', async () => {
    const page = await (await store.newContext(desktop)).newPage();
    await gotoReady(page, `${store.url}/p/starfall-odyssey?platform=steam&region=GLOBAL&edition=standard`);
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.allTextContents()).toEqual(['About The Game', 'Customer Reviews', 'System Requirements', 'Instructions']);

    await page.getByRole('tab', { name: 'System Requirements' }).click();
    await page.getByRole('radio', { name: 'PlayStation', exact: true }).check();

    await expect.poll(() => tabs.allTextContents()).toEqual(['About The Game', 'Customer Reviews', 'Instructions']);
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('About The Game');
    expect((await page.getByRole('tabpanel').innerText()).trim()).not.toBe('');
  });

  it.each([
    ['desktop', desktop],
    ['phone', phone],
  ] as const)("opens the Deluxe Edition at its advertised price from the Deluxe slide's call to action at %s size", async (_size, options) => {
    const page = await (await store.newContext(options)).newPage();
    await gotoReady(page, store.url);
    const slide = page.getByTestId('promo-slide').filter({ hasText: 'Deluxe Edition' });
    const advertised = (await slide.locator('.promo-price-now').innerText()).trim();

    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await slide.getByRole('link').click();

    await page.waitForURL(/\/p\/starfall-odyssey\?/);
    expect(new URL(page.url()).searchParams.get('edition')).toBe('Deluxe Edition');
    await expect.poll(() => page.getByTestId('product-price').innerText()).toContain(advertised);
    await expect.poll(() => page.getByRole('radio', { name: 'Deluxe Edition', exact: true }).isChecked()).toBe(true);
  });
});
