import { describe, expect, it } from 'vitest';
import { gotoReady, type StoreInBrowser } from '../browser';
import type { AdminJourneyKit } from './journey-kit';

/** Multi-Language Management: an administrator translates a product's name into Spanish, and the Spanish storefront search finds it by it. */
export function multiLanguageJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('multi-language management', () => {
    it('translates a product into Spanish in the editor, and the Spanish storefront search finds it by its new name', async () => {
      const page = await kit.asAdmin();
      const word = `Pixelforja${Date.now().toString(36)}`;
      const spanish = `${word} Estudio 3D`;
      await gotoReady(page, `${store.url}/admin/multi-language`);
      await page.getByRole('heading', { name: 'Multi-Language Management', level: 1 }).waitFor();
      await page.getByRole('list', { name: 'Coverage per active language' }).getByText('Spanish').waitFor();

      await page.getByRole('tab', { name: 'Translations' }).click();
      await page.getByRole('tabpanel').getByLabel('Language').selectOption('es');
      await page.getByLabel('Show').selectOption('all');
      await page.getByRole('searchbox', { name: 'Product' }).fill('PixelForge');
      await page.getByRole('button', { name: 'Find' }).click();
      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'PixelForge 3D' }) });
      await row.getByRole('textbox', { name: 'Name in Spanish', exact: true }).fill(spanish);
      await row.getByRole('button', { name: 'Save Name in Spanish' }).click();
      await page.getByText('Name of PixelForge 3D in Spanish.').first().waitFor();

      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.getByText(/Translated name of PixelForge 3D \(es\)/).first().waitFor();

      // Search follows the save through the sync queue; Force Sync takes it now rather than at the queue's pace.
      await gotoReady(page, `${store.url}/admin/enhanced-algolia`);
      await page.getByRole('button', { name: 'Force Sync' }).click();
      await page.getByText(/^Algolia synchronization has been started\./).first().waitFor();

      await page.evaluate(() => localStorage.setItem('preferred-language', 'es'));
      // The save's own message may already be with the queue's consumer (Force Sync takes only waiting ones), so the
      // page is searched again until the record is there, as a shopper would search again.
      await expect
        .poll(
          async () => {
            await gotoReady(page, `${store.url}/search?q=${encodeURIComponent(word)}`);
            await page.locator('.search-results, .search-empty').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
            return page.getByText(spanish).count();
          },
          { timeout: 40_000, interval: 1000 },
        )
        .toBeGreaterThan(0);
      await page.evaluate(() => localStorage.removeItem('preferred-language'));
    });
  });
}
