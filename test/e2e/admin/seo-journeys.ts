import { describe, expect, it } from 'vitest';
import { gotoReady, type StoreInBrowser } from '../browser';
import type { AdminJourneyKit } from './journey-kit';

/** SEO and Sitemap Management: a staff member generates the products sitemap and opens it in a new tab. */
export function seoJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('SEO and sitemaps', () => {
    it('generates the products sitemap, lists it in the history, and opens the stored file in a new tab', async () => {
      const page = await kit.asStaff();
      await gotoReady(page, `${store.url}/admin/seo-sitemaps`);
      await page.getByRole('heading', { name: 'SEO and Sitemap Management', level: 1 }).waitFor();
      const products = page.locator('.seo-kind').filter({ has: page.getByRole('heading', { name: 'Products Sitemap' }) });
      await products.getByRole('button', { name: 'Generate' }).click();
      await page.getByText('Products sitemap generated successfully').first().waitFor();
      await expect.poll(() => products.textContent()).toMatch(/\d+ URLs/);
      await page.getByRole('table', { name: /sitemap generations/ }).getByText('Products').first().waitFor();

      const [tab] = await Promise.all([page.context().waitForEvent('page'), products.getByRole('link', { name: /Open the products sitemap/ }).first().click()]);
      await tab.waitForLoadState();
      const xml = await tab.content();
      expect(xml).toContain('urlset');
      expect(xml).toMatch(/\/p\/[a-z0-9-]+/);
      await tab.close();
    });
  });
}
