import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, launched the way this machine allows (no sandbox as root, no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Opens a storefront address and waits until the app has taken over the page (hydrated or rendered). */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}

/** Reloads and waits for the app again, as `gotoReady` does. */
export async function reloadReady(page: Page): Promise<void> {
  await page.reload();
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}
