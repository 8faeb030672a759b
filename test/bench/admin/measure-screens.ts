import type { Browser, Page } from 'playwright-core';
import { adminScreens, type AdminScreenId } from '../../../web/src/features/admin/admin-screens';
import { paths } from '../../../web/src/config/paths';
import type { ScaleSamples } from '../../../local/seed/scale/seed-scale';
import { gotoReady } from '../../e2e/browser';
import { percentile } from './measure-routes';

export interface ScreenFigures {
  id: string;
  path: string;
  /** Median and worst of the timed loads, from navigation to the heading and the main content on screen. */
  medianMs: number;
  maxMs: number;
  /** What showed as main content: a table row, stat cards, a panel, an empty state, or only the heading (a screen not built yet). */
  content: string;
}

/** What counts as the screen's main content, in the admin UI kit's own classes. */
const contentSelectors: [string, string][] = [
  ['table row', '.admin-table tbody tr'],
  ['stat cards', '.admin-stat'],
  ['empty state', '.admin-empty'],
  ['panel', '.admin-panel'],
];

/**
 * True once `main h1` and one of `selectors` (none: the heading alone) are visible. An inline arrow, not text: the
 * admin pages' CSP forbids eval, and a named function would be wrapped by tsx in a helper the page does not have.
 */
const waitVisible = (page: Page, selectors: string[], timeout: number) =>
  page.waitForFunction(
    (list: string[]) => {
      const heading = document.querySelector('main h1');
      if (!heading || heading.getClientRects().length === 0) return false;
      return list.length === 0 || list.some((s) => (document.querySelector(s)?.getClientRects().length ?? 0) > 0);
    },
    selectors,
    { timeout, polling: 'raf' },
  );

/** Signs in as the demo admin through /auth, as a person would, in a context the screens are then opened in. */
export async function adminPage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await gotoReady(page, `${base}/auth`);
  await page.getByRole('tab', { name: 'Email', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@neonkeys.local');
  await page.getByLabel('Password', { exact: true }).fill('Admin!2345');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${base}/`, { timeout: 20_000 });
  return page;
}

/**
 * Each admin screen opened by a full navigation (the worst case: the SPA boots, restores the session, loads the screen's
 * chunk and its data), timed until its heading and its main content are visible. One warm-up load, then `runs`.
 */
export async function measureScreens(page: Page, base: string, samples: ScaleSamples, runs = 5): Promise<ScreenFigures[]> {
  const out: ScreenFigures[] = [];
  for (const [id, screen] of Object.entries(adminScreens) as [AdminScreenId, (typeof adminScreens)[AdminScreenId]][]) {
    const path = paths[screen.path].replace(':orderId', samples.orderId).replace(':userId', samples.userId);
    const times: number[] = [];
    // The warm-up load decides what to wait for: the main content, or only the heading on a screen not built yet.
    await page.goto(`${base}${path}`);
    const all = contentSelectors.map(([, s]) => s);
    const built = await waitVisible(page, all, 8000).then(() => true, () => false);
    const ready = built ? all : [];
    const content = built ? ((await firstMatch(page)) ?? 'content') : 'heading only';
    for (let run = 0; run < runs; run++) {
      const started = Date.now();
      await page.goto(`${base}${path}`);
      await waitVisible(page, ready, 15_000);
      times.push(Date.now() - started);
    }
    out.push({ id, path, medianMs: Math.round(percentile(times, 0.5)), maxMs: Math.max(...times), content });
  }
  return out;
}

async function firstMatch(page: Page): Promise<string | undefined> {
  for (const [name, selector] of contentSelectors) if (await page.locator(selector).first().isVisible()) return name;
  return undefined;
}
