import { describe, expect, it } from 'vitest';
import { gotoReady, type StoreInBrowser } from '../browser';
import type { AdminJourneyKit } from './journey-kit';

/** Synonyms (issue 19): an administrator adds a synonym, and a shopper's query that found nothing now finds the product. */
export function synonymJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('synonyms', () => {
    it("adds a synonym on Search Management, previews it, and a shopper's query that found nothing finds the product", async () => {
      const word = `trainzilla${Date.now().toString(36).replace(/\d/g, '')}`;
      const shopper = await (await store.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      const shopperSearch = async () => {
        await gotoReady(shopper, `${store.url}/search?q=${encodeURIComponent(word)}`);
        await shopper.locator('.search-results, .search-empty').first().waitFor({ timeout: 10_000 });
      };
      await shopperSearch();
      expect(await shopper.getByRole('link', { name: /Moonrail Express/ }).count()).toBe(0);

      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/enhanced-algolia`);
      await page.getByRole('tab', { name: 'Synonyms' }).click();
      await page.getByText('ps5 → playstation').waitFor();
      await page.getByLabel('Synonym type').selectOption('onewaysynonym');
      await page.getByLabel('Shoppers type').fill(word);
      await page.getByLabel('Also finds').fill('moonrail express');
      await page.getByRole('button', { name: 'Add Synonym' }).click();
      await page.getByText(`${word} → moonrail express: searches in English use it now.`).first().waitFor();
      // The preview: the query found nothing without synonyms and finds the train game with them.
      const preview = page.getByLabel(/^Preview of /);
      await preview.getByText('Without synonyms · 0 products').waitFor();
      await preview.getByRole('listitem').filter({ hasText: 'Moonrail Express' }).first().waitFor();

      // Pushed with the save: the shopper's next search (the storefront caches answers for 5 minutes, a new query is new).
      await expect
        .poll(
          async () => {
            await shopperSearch();
            return shopper.getByRole('link', { name: /Moonrail Express/ }).count();
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBeGreaterThan(0);

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: new RegExp(`^Delete ${word}`) }).click();
      await page.getByText('Synonym Deleted').first().waitFor();
      await expect.poll(() => page.getByRole('row').filter({ hasText: word }).count()).toBe(0);
      await shopper.context().close();
    });
  });
}
