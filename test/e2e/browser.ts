import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, launched the way this machine allows (no sandbox as root, no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
