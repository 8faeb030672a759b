import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { globalPrivacyControlOn, launchChromium } from '../e2e/browser';

/**
 * Gzip size of every JavaScript file the browser fetches to render `/` (entry, preloads and the lazy
 * chunks the home page pulls in), as seen by headless Chromium, not guessed from index.html. The visitor sends Global
 * Privacy Control, so the tracking module (fetched only after the load event, when the browser is idle, and so not
 * initial JS) stays out of the count however long the page is watched; `trackingModuleKb` measures it by itself.
 */
export async function initialJsKb(url: string, distDir: string): Promise<{ kb: number; files: string[] }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.addInitScript(globalPrivacyControlOn);
    const files = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) files.add(path);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByTestId('product-card').first().waitFor();
    let bytes = 0;
    for (const file of files) bytes += gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
    return { kb: Math.round((bytes / 1024) * 10) / 10, files: [...files] };
  } finally {
    await browser.close();
  }
}

/**
 * Gzip size of the JavaScript a tracked visitor's browser fetches after the page is interactive, for the tracking module
 * (issue 16: at most 6 KB): the files requested once `/` has loaded and gone idle that an untracked visitor never fetches.
 */
export async function trackingModuleKb(url: string, distDir: string): Promise<{ kb: number; files: string[] }> {
  const browser = await launchChromium();
  try {
    const untracked = new Set((await initialJsKb(url, distDir)).files);
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js') && !untracked.has(path)) files.add(path);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => sessionStorage.getItem('nk-tracking-session') !== null, undefined, { timeout: 15_000 });
    let bytes = 0;
    for (const file of files) bytes += gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
    return { kb: Math.round((bytes / 1024) * 10) / 10, files: [...files] };
  } finally {
    await browser.close();
  }
}
