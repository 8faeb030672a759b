import { describe, expect, it } from 'vitest';
import { gotoReady, type StoreInBrowser } from '../browser';
import type { AdminJourneyKit } from './journey-kit';

/** Search Management: an administrator renames a product, forces a sync and finds it by the new name; then saves the settings. */
export function searchManagementJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('search management', () => {
    it('forces a sync after a product is renamed, and the storefront search finds it by the new name', async () => {
      const page = await kit.asAdmin();
      const renamed = `Glimmerwood Lanterns ${Date.now().toString(36)}`;
      await gotoReady(page, `${store.url}/admin/products`);
      await page.getByRole('searchbox', { name: 'Search products' }).fill('glimmerwood');
      const row = page.getByRole('row').filter({ hasText: 'Glimmerwood Tales' }).first();
      await row.getByRole('button', { name: /^Edit/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Product' });
      await dialog.getByLabel('Name', { exact: true }).fill(renamed);
      await dialog.getByRole('button', { name: 'Update Product' }).click();
      await page.getByText('Product updated successfully').first().waitFor();

      await gotoReady(page, `${store.url}/admin/enhanced-algolia`);
      await page.getByRole('heading', { name: 'Search Management', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Force Sync' }).click();
      await page.getByText(/^Algolia synchronization has been started\./).first().waitFor();
      await page.getByText(/products_en: \d+ · products_es: \d+/).waitFor();

      // The rename's message may already be with the queue's consumer (Force Sync takes only the waiting ones), and one
      // page shows one answer: search again until the record is there, as a shopper would.
      await expect
        .poll(
          async () => {
            await gotoReady(page, `${store.url}/search?q=${encodeURIComponent(renamed.split(' ').slice(0, 2).join(' '))}`);
            await page.locator('.search-results, .search-empty').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
            return page.getByText(renamed).count();
          },
          { timeout: 40_000, interval: 1000 },
        )
        .toBeGreaterThan(0);
    });

    it('saves the search settings and shows them again after a reload', async () => {
      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/enhanced-algolia`);
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.getByLabel('Search timeout (ms)').fill('100');
      await page.getByText('The search timeout is at least 500 ms').waitFor();
      expect(await page.getByRole('button', { name: 'Save Configuration' }).isDisabled()).toBe(true);
      await page.getByLabel('Search timeout (ms)').fill('4000');
      await page.getByRole('button', { name: 'Save Configuration' }).click();
      await page.getByText(/^The search index uses the new settings now/).first().waitFor();
      await page.reload();
      await page.getByRole('tab', { name: 'Settings' }).click();
      expect(await page.getByLabel('Search timeout (ms)').inputValue()).toBe('4000');
      await page.getByLabel('Search timeout (ms)').fill('5000');
      await page.getByRole('button', { name: 'Save Configuration' }).click();
      await page.getByText(/^The search index uses the new settings now/).first().waitFor();
    });
  });
}
