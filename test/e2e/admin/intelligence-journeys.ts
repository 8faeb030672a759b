import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../functions/lib/config';
import { buildToolDeps } from '../../../functions/lib/wiring/tool-deps';
import { sessionCorrelation } from '../../../functions/security/intelligence/session-correlation';
import type { GeneratedSession } from '../../intelligence/generated-session';
import { shiftToNow, storeGeneratedSessions } from '../../intelligence/store-generated';
import { generateTraffic } from '../../intelligence/traffic-generator';
import { developmentProfile } from '../../intelligence/traffic-profiles';
import { gotoReady, type StoreInBrowser } from '../browser';
import type { AdminJourneyKit } from './journey-kit';

/** People running several accounts, scripted bots, shoppers and a VPN user from the labelled generator: a few hundred sessions. */
function labelledSlice(): GeneratedSession[] {
  const all = generateTraffic(developmentProfile);
  const people = (kind: string, n: number) => {
    const ids = [...new Set(all.filter((g) => g.label.kind === kind).map((g) => g.label.personId))].slice(0, n);
    return all.filter((g) => ids.includes(g.label.personId));
  };
  const slice = [...people('multi_account', 8), ...people('scripted_bot', 10), ...people('shopper', 20)];
  const vpn = all.find((g) => g.network.isVpn && !slice.includes(g));
  return vpn ? [...slice, vpn] : slice;
}

/**
 * The Enhanced User Intelligence console over labelled traffic loaded into the store as the tracking consumer leaves it:
 * the admin filters by country and risk, opens a linked session and sees the 85+ warning, re-analyses a scripted bot's
 * behaviour ('Likely Bot'), opens a timeline, and arrives with ?user= from a user's page.
 */
export function intelligenceJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('the intelligence console', () => {
    const run = `e2e${Date.now().toString(36)}`;
    const traffic = labelledSlice();
    const id = (x: string) => `${run}-${x}`;
    let linked: GeneratedSession | undefined;
    let shift = 0;

    beforeAll(async () => {
      // The store runs in this process: the tool deps reach its table, as the seed does.
      const deps = buildToolDeps(readConfig());
      shift = shiftToNow(traffic, Date.now());
      await storeGeneratedSessions(deps, traffic, { run, shiftMs: shift });
      // A person's session the server links at 85 or more, found through the same use case the route runs.
      const weekAgo = Date.now() - 6 * 86_400_000;
      for (const g of traffic.filter((t) => t.label.kind === 'multi_account' && t.session.userId && Date.parse(t.session.startedAt) + shift > weekAgo)) {
        const result = await sessionCorrelation(deps, id(g.session.sessionId), { fresh: false });
        if (result.confidenceScore >= 85) {
          linked = g;
          break;
        }
      }
    }, 120_000);

    /** The console on 7 days, narrowed to one session's country and address so its card is on the first page; the card's text. */
    async function openCard(page: Page, g: GeneratedSession): Promise<string> {
      await gotoReady(page, `${store.url}/admin/enhanced-intelligence`);
      await page.getByRole('heading', { name: 'Enhanced User Intelligence', level: 1 }).waitFor();
      await page.getByLabel('Time Range').selectOption('7d');
      await page.getByLabel('Country').fill(g.session.countryCode.toLowerCase());
      await page.getByLabel('Search').fill(g.network.ip);
      const open = page.getByRole('button', { name: new RegExp(`^Open session ${id(g.session.sessionId).slice(-8)}`) });
      const text = (await page.locator('.intel-card').filter({ has: open }).textContent()) ?? '';
      await open.click();
      await page.getByRole('tab', { name: 'Session Details', selected: true }).waitFor();
      return text;
    }

    it('filters sessions by country (uppercased) and by risk band', async () => {
      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/enhanced-intelligence`);
      await page.getByLabel('Time Range').selectOption('7d');
      const country = traffic[0]!.session.countryCode;
      await page.getByLabel('Country').fill(country.toLowerCase());
      await expect.poll(() => page.getByLabel('Country').inputValue()).toBe(country);
      const cards = page.locator('.intel-card');
      await cards.first().waitFor();
      const countries = await page.locator('.intel-card dd.intel-mono').allTextContents();
      expect(countries.length).toBeGreaterThan(0);
      expect(countries.every((text) => text.includes(`(${country})`))).toBe(true);

      await page.getByLabel('Country').fill('');
      await page.getByLabel('Risk Level').selectOption('medium');
      await expect.poll(async () => (await page.locator('.intel-card').allTextContents()).length, { timeout: 15_000 }).toBeGreaterThan(0);
      const risks = (await page.locator('.intel-card').allTextContents()).map((text) => Number(/Risk: (\d+)/.exec(text)?.[1]));
      expect(risks.every((r) => r >= 40 && r < 70)).toBe(true);
    });

    it('opens a linked session and shows its correlation with the multi-account warning', async () => {
      expect(linked, 'a session the server links at 85+').toBeDefined();
      const page = await kit.asAdmin();
      const card = await openCard(page, linked!);
      expect(card).toMatch(/Linked/);
      expect(card).toMatch(/\+\d+ Linked Users?/);
      await page.getByRole('tab', { name: 'Correlation' }).click();
      await page.getByText('High correlation confidence indicates potential multi-account usage').waitFor();
      await page.getByRole('button', { name: 'Re-analyze Correlation' }).click();
      await page.getByText('High correlation confidence indicates potential multi-account usage').waitFor();

      await page.getByRole('tab', { name: 'Timeline' }).click();
      await page.getByRole('heading', { name: 'User Timeline & Identity Evolution' }).waitFor();
      await page.getByText('Correlated', { exact: true }).first().waitFor();
    });

    it('re-analyses a scripted bot’s behaviour and calls it a likely bot', async () => {
      const bot = traffic.find((g) => g.label.kind === 'scripted_bot' && g.events.length >= 10 && Date.parse(g.session.startedAt) + shift > Date.now() - 6 * 86_400_000)!;
      const page = await kit.asAdmin();
      await openCard(page, bot);
      await page.getByRole('tab', { name: 'Behavior' }).click();
      await page.getByText('Likely Bot', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Re-analyze Behavior' }).click();
      await page.getByText('Likely Bot', { exact: true }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Re-analyze Behavior' }).isEnabled()).toBe(true);
    });

    it('arrives from a user’s page with ?user= and shows that user’s sessions and timeline', async () => {
      const person = linked ?? traffic.find((g) => g.label.kind === 'multi_account' && g.session.userId)!;
      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/enhanced-user-intelligence?user=${id(person.session.userId!)}`);
      await page.waitForURL(/\/admin\/enhanced-intelligence\?user=/);
      await page.getByRole('heading', { name: 'User Timeline & Identity Evolution' }).waitFor();
      await page.getByRole('tab', { name: /^Sessions \(/ }).click();
      await page.locator('.intel-card').first().waitFor();
      const labels = await page.locator('.intel-card-open').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
      const own = new Set(traffic.filter((g) => g.session.userId === person.session.userId).map((g) => id(g.session.sessionId).slice(-8)));
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.every((l) => own.has(/^Open session (\S+):/.exec(l)?.[1] ?? ''))).toBe(true);
    });
  });
}
