import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/browser';

/**
 * Gzip size of every JavaScript file the browser fetches to render `/` (entry, preloads and the lazy
 * chunks the home page pulls in), as seen by headless Chromium, not guessed from index.html.
 */
export async function initialJsKb(url: string, distDir: string): Promise<{ kb: number; files: string[] }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
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
