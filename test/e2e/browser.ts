import { cpSync, rmSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Download, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { freePort } from '../../local/runtime/free-port';
import { startLocalStack, type LocalStack } from '../../local/runtime/local-stack';
import { scratchDir } from '../../local/runtime/scratch-dir';
import { chromiumOptions } from './chromium-options';

/** Debian's Chromium, launched the way this machine allows (the benches; the browser journeys use `chromiumForFile`). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumOptions);
}

/**
 * The browser layer's one Chromium (started by test/e2e/global-setup.ts), reached over its own connection: the file's
 * contexts are its own (`browser.contexts()` lists only them) and `close()` closes them and disconnects, leaving the
 * browser to the next file. One browser process for the layer instead of one launched per file. Outside the layer's
 * setup (a file run on its own with another config), a browser of its own.
 */
export function chromiumForFile(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}

/** The address the browser journeys open a store on this port at. */
export const pageOrigin = (port: number): string => `http://127.0.0.1:${port}`;

/** Opens a storefront address and waits until the app has taken over the page (hydrated or rendered). */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}

/** Requests that never settle a page: visit tracking's beacons and heartbeats go on for as long as the page is open. */
const background = (url: string) => /\/api\/track(\/|$|\?)/.test(new URL(url).pathname);

/**
 * Follows a page's requests, so `settled` can tell when everything the page asked for has arrived. Call it once, as
 * soon as the page is made.
 */
export function followRequests(page: Page): void {
  const inFlight = new Set<unknown>();
  const done = (request: { url(): string }) => inFlight.delete(request);
  page.on('request', (request) => void (!background(request.url()) && inFlight.add(request)));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  followed.set(page, inFlight);
}
const followed = new WeakMap<Page, Set<unknown>>();

/**
 * Waits until the page has nothing left to load: no request of its own in flight for 150 ms running (a response that
 * starts another request within a frame or two keeps it waiting) and no loading placeholder on screen. What Playwright's
 * 'networkidle' waits for, without its fixed 500 ms of silence after every page and without waiting out tracking.
 */
export async function settled(page: Page): Promise<void> {
  const inFlight = followed.get(page);
  if (!inFlight) throw new Error('settled() needs followRequests(page) first');
  let quietSince = 0;
  for (;;) {
    const busy = inFlight.size > 0 || (await page.locator('.skeleton, .spinner-ring, [aria-busy="true"]').count()) > 0;
    const now = Date.now();
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = now;
    else if (now - quietSince >= 150) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Reloads and waits for the app again, as `gotoReady` does. */
export async function reloadReady(page: Page): Promise<void> {
  await page.reload();
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}

/**
 * A data directory of its own for one describe block's store, holding a copy of the one the e2e global setup seeded
 * (the demo catalogue, accounts and keys), so the store starts as on kept data instead of seeding again. Removed after
 * the block's last hook (after hooks run last-registered first, so after its store has stopped): each copy is about
 * 20 MB of memory in /dev/shm, and a run made 15 of them.
 */
export function seededDataDir(name: string): string {
  const dataDir = scratchDir(`neonkeys-${name}-e2e-`);
  const seeded = inject('seededDataDir');
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/**
 * Closes every context a test opened on this browser, except those kept for the whole file. A page left open goes on
 * running until the browser closes (Playwright turns off the throttling of background tabs): its heartbeats, polls and
 * animations took processor time from every later test of the file (the sign-in journeys: 67 → 42 s).
 */
export async function closeTestContexts(browser: Browser | undefined, kept: ReadonlySet<BrowserContext> = new Set()): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).filter((context) => !kept.has(context)).map((context) => context.close()));
}

/**
 * One local store (own data directory) and one Chromium for a describe block: started before its tests, stopped
 * after them. The contexts a test opens are closed after it; those asked for with `forFile` (a signed-in session the
 * journeys share) after the last test.
 */
export function useStoreInBrowser(name: string) {
  const dataDir = seededDataDir(name);
  let stack: LocalStack | undefined;
  let browser: Browser | undefined;
  let port = 0;
  const kept = new Set<BrowserContext>();
  beforeAll(async () => {
    port = await freePort();
    [stack, browser] = await Promise.all([startLocalStack({ shortLived: true, port, dataDir }), chromiumForFile()]);
  });
  afterEach(() => closeTestContexts(browser, kept));
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  return {
    /**
     * Where the journeys open the store: 127.0.0.1, not the public origin (`http://localhost:PORT`) the store writes in
     * its absolute URLs, so every journey proves the store works at a host name other than the one it was given.
     */
    get url(): string {
      return pageOrigin(port);
    },
    /** The local Stripe's control API (`/_twin/…`): expire a session as the clock would. */
    get stripeEndpoint(): string {
      return stack!.stripeEndpoint;
    },
    /** The store's configured public origin, as its canonical links and sitemaps name it. */
    get publicOrigin(): string {
      return stack!.url;
    },
    /**
     * A context with the service worker blocked unless the options allow it: requests a worker answers from its cache
     * bypass `page.route`, and its precaching would download every script again for each journey.
     */
    async newContext(options: BrowserContextOptions, { forFile = false } = {}): Promise<BrowserContext> {
      const context = await browser!.newContext({ serviceWorkers: 'block', ...options });
      if (forFile) kept.add(context);
      return context;
    },
  };
}

/** The store and browser of one describe block, as journeys written in modules of their own receive them. */
export type StoreInBrowser = ReturnType<typeof useStoreInBrowser>;

/** An init script that makes the page's browser send Global Privacy Control (`navigator.globalPrivacyControl`). */
export const globalPrivacyControlOn = { content: "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });" };

/**
 * A download's content as text. Read through its stream, not its path: the layer's browser is reached over a
 * connection (`chromiumForFile`), and a remote browser's downloads have no local path.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
