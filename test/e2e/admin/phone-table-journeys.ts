import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { followRequests, gotoReady, settled, type StoreInBrowser } from '../browser';
import { demoAdmin, demoShopper, phone, signInAs } from '../demo-sign-in';

/** How far the page is wider than the screen: a page a phone must scroll sideways shows more than 0. */
const documentOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The left and right edges of every visible button and link in the tables' rows. */
const rowControlEdges = (page: Page) =>
  page
    .locator('.admin-table tbody')
    .locator('button, a')
    .evaluateAll((controls) => controls.map((c) => c.getBoundingClientRect()).filter((box) => box.width > 0).map(({ left, right }) => ({ left, right })));

/** The admin tables on a 390 × 844 phone (issue 37): each row is a card, so its actions are on screen and no table widens the page. */
export function phoneTableJourneys(store: StoreInBrowser) {
  describe('the back-office tables on a phone', () => {
    async function open(page: Page, path: string) {
      await gotoReady(page, `${store.url}${path}`);
      await settled(page);
    }

    it('keeps every row action of the products, users, slides and languages lists within the screen, and clickable', async () => {
      const page = await signInAs(store, demoAdmin, phone);
      followRequests(page);
      const lists = [
        { path: '/admin/products', action: page.getByRole('button', { name: /^View / }) },
        { path: '/admin/users', action: page.getByRole('link', { name: `View ${demoShopper.name}` }) },
        { path: '/admin/featured', action: page.getByRole('button', { name: /^Edit / }) },
        { path: '/admin/settings', action: page.getByRole('button', { name: 'Edit English' }) },
      ];

      for (const { path, action } of lists) {
        await open(page, path);
        await action.first().waitFor();

        const edges = await rowControlEdges(page);
        expect(edges.length, path).toBeGreaterThan(1);
        expect(edges.filter(({ left, right }) => left < 0 || right > phone.width), path).toEqual([]);
        // Visible, enabled and the topmost element where a finger would land.
        await action.first().click({ trial: true });
        expect(await documentOverflow(page), path).toBe(0);
      }
      // A card is still a table row to a screen reader, and its View opens the product.
      await open(page, '/admin/products');
      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^View / }) }).first();
      await row.getByRole('button', { name: /^View / }).click();
      await page.getByRole('dialog').waitFor();
    });

    it('lets no admin list screen scroll sideways, full or empty', async () => {
      const page = await signInAs(store, demoAdmin, phone);
      followRequests(page);
      const screens = ['/admin', '/admin/orders', '/admin/pre-orders', '/admin/security-fraud', '/admin/seo-sitemaps', '/admin/algolia-exports', '/admin/enhanced-algolia', '/admin/search-analytics', '/admin/search-testing'];

      for (const path of screens) {
        await open(page, path);

        expect(await documentOverflow(page), path).toBe(0);
        const tables = await page.locator('.admin-table').evaluateAll((all) => all.map((t) => t.getBoundingClientRect().right));
        expect(tables.filter((right) => right > phone.width), path).toEqual([]);
      }
    });
  });
}
