import { describe, expect, it } from 'vitest';
import { gotoReady, type StoreInBrowser } from '../browser';
import type { AdminJourneyKit } from './journey-kit';

/** The Search Testing Suite: an administrator adds a test with Enter, runs every test and reads the saved results. */
export function searchTestingJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('search testing', () => {
    it('adds a custom test with an expected first result, runs all tests through the storefront search, and shows the toast and the results', async () => {
      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/search-testing`);
      await page.getByRole('heading', { name: 'Search Testing Suite', level: 1 }).waitFor();
      await page.getByRole('tab', { name: 'Add Test' }).click();
      const add = page.getByRole('button', { name: 'Add Test', exact: true });
      expect(await add.isDisabled()).toBe(true);
      await page.getByLabel('Expected first results (optional)').fill('fortnite-v-bucks');
      await page.getByLabel('Search query').fill('fortnite');
      await page.getByLabel('Search query').press('Enter');
      await page.getByText('Custom: fortnite was added to the suite.').first().waitFor();
      const tests = page.getByRole('table', { name: 'Search test cases' });
      await tests.getByRole('row').filter({ hasText: 'Custom: fortnite' }).waitFor();
      const total = (await tests.getByRole('row').count()) - 1;

      await page.getByRole('button', { name: 'Run All Tests' }).click();
      // Five built-in tests and ours, 500 ms apart: the toast comes after about three seconds.
      const toast = page.getByText(new RegExp(`^\\d+/${total} tests passed$`)).first();
      await toast.waitFor({ timeout: 30_000 });
      const results = page.getByRole('table', { name: 'Results of the last test run' });
      const ours = results.getByRole('row').filter({ hasText: 'fortnite' });
      expect(await ours.textContent()).toContain('Passed');
      expect(await ours.textContent()).toContain('fortnite-v-bucks #1');
      expect(await page.getByText(/of \d+ passed/).first().textContent()).toMatch(new RegExp(`of ${total} passed`));
    });
  });
}
