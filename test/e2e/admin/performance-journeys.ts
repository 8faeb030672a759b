import { describe, expect, it } from 'vitest';
import { gotoReady, type StoreInBrowser } from '../browser';
import type { AdminJourneyKit } from './journey-kit';

/**
 * The Performance Monitor as an administrator watches it: it goes on refreshing after a refused poll (a rate limit
 * froze it for good before), its time range asks the route for that range, and Refresh reads at once. The page's clock
 * is Playwright's, moved on by hand, so the 5-second polls take no real seconds.
 */
export function performanceJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('the Performance Monitor', () => {
    it('keeps refreshing after a rate-limited poll, reads the chosen time range, refreshes at once on Refresh, and logs no Amplify endpoint warning', async () => {
      const page = await (await kit.asAdmin()).context().newPage();
      try {
        await page.clock.install();
        const asked: { window: string | null; status: number }[] = [];
        let refuseNext = false;
        await page.route('**/api/admin/performance?**', async (route) => {
          if (!refuseNext) return route.continue();
          refuseNext = false;
          await route.fulfill({ status: 429, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Too many requests', status: 429 }) });
        });
        const warnings: string[] = [];
        page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (url.pathname === '/api/admin/performance') asked.push({ window: url.searchParams.get('window'), status: response.status() });
        });

        await gotoReady(page, `${store.url}/admin/performance`);
        await page.getByText(/^Overall: /).waitFor();
        expect(asked).toEqual([{ window: '60', status: 200 }]);

        refuseNext = true;
        await page.clock.fastForward(5_000);
        await expect.poll(() => asked.length).toBe(2);
        await page.clock.fastForward(5_000);
        await expect.poll(() => asked.length).toBe(3);
        expect(asked.map((a) => a.status)).toEqual([200, 429, 200]);
        await page.clock.fastForward(5_000);
        await expect.poll(() => asked.length).toBe(4);

        await page.getByLabel('Time range').selectOption({ label: 'Last 5 minutes' });
        await expect.poll(() => asked.at(-1)).toEqual({ window: '5', status: 200 });
        await page.getByRole('tab', { name: 'Detailed Metrics' }).click();
        await page.getByRole('heading', { name: 'Over the last 5 minutes' }).waitFor();

        const before = asked.length;
        await page.getByRole('button', { name: 'Refresh', exact: true }).click();
        await expect.poll(() => asked.length).toBe(before + 1);
        expect(asked.at(-1)).toEqual({ window: '5', status: 200 });
        // The signed-in page configured Amplify with the local identity twin's endpoint, without its warning.
        expect(warnings.filter((text) => text.includes('custom Amazon'))).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
}
