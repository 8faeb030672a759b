import { describe, expect, it } from 'vitest';
import { gotoReady, type StoreInBrowser } from '../browser';
import type { AdminJourneyKit } from './journey-kit';

/** The Export Manager: an administrator exports the index in two languages and currencies, watches it complete and downloads the file. */
export function exportJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('search-index exports', () => {
    it('queues a full export with the chosen options, shows it completed in the history, and downloads its file through a signed link', async () => {
      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/algolia-exports`);
      await page.getByRole('heading', { name: 'Search-index Export Manager', level: 1 }).waitFor();
      const options = page.locator('.exports-form');
      await options.getByRole('button', { name: 'es', exact: true }).click();
      await options.getByRole('button', { name: 'EUR', exact: true }).click();
      expect(await options.getByRole('button', { name: 'fr', exact: true }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Full Export', exact: true }).click();
      await page.getByText('Full export has been queued and will complete shortly.').first().waitFor();
      const history = page.getByRole('table', { name: 'The 20 newest exports' });
      const row = history.getByRole('row').filter({ hasText: 'en, es · USD, EUR · JSON' }).first();
      await row.getByText('completed').waitFor({ timeout: 60_000 });
      expect(await row.textContent()).toMatch(/\d+\.\d\d MB/);

      // The listener is on the context and set before the click: the new tab's first response can arrive before a
      // listener on the tab itself could be attached.
      const [response] = await Promise.all([
        page.context().waitForEvent('response', { predicate: (r) => r.url().includes('X-Amz-Expires=300') }),
        row.getByRole('button', { name: /Download/ }).click(),
      ]);
      const tab = response.frame().page();
      expect(response.status()).toBe(200);
      const records = (await response.json()) as { language: string; price: Record<string, number> }[];
      expect(records.length).toBeGreaterThan(0);
      expect(new Set(records.map((r) => r.language))).toEqual(new Set(['en', 'es']));
      expect(Object.keys(records[0]!.price)).toEqual(['USD', 'EUR']);
      await tab.close();

      await options.getByRole('textbox').fill('colour:red');
      await page.getByRole('button', { name: 'Start Export' }).click();
      await page.getByText(/Unknown attribute 'colour'/).first().waitFor();
    });
  });
}
