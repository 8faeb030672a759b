import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authJourney } from '../auth-journey';
import { gotoReady, type StoreInBrowser } from '../browser';
import { demoShopper, signInAs } from '../demo-sign-in';
import { buyableNow, payWithTestCard, type AdminJourneyKit } from './journey-kit';

/**
 * The people back office in a browser: the dashboard's figures move with a real purchase, an employee sees neither
 * Total Revenue nor Manage Staff, and an admin grants a role from the user list and finds it audited in the detail.
 */
export function dashboardJourneys(store: StoreInBrowser, kit: AdminJourneyKit) {
  describe('the admin dashboard and users', () => {
    const visitors = authJourney(() => ({ newContext: (options) => store.newContext(options ?? {}) }), () => store.url);

    const card = (page: Page, label: string) => page.locator('.admin-stat').filter({ has: page.getByText(label, { exact: true }) });
    const figure = async (page: Page, label: string) => (await card(page, label).locator('.admin-stat-value').textContent())!.trim();

    async function openDashboard(page: Page) {
      await gotoReady(page, `${store.url}/admin`);
      await page.getByText(/^Welcome back/).waitFor();
      await expect.poll(() => figure(page, "Today's Sales")).not.toBe('—');
    }

    async function buyAsShopper(): Promise<string> {
      // The third buyable demo product: the orders journey buys the first two.
      const product = (await kit.demoProducts(buyableNow))[2]!;
      const page = await signInAs(store, demoShopper);
      await gotoReady(page, `${store.url}/p/${product.slug}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL('**/checkout');
      const pay = page.getByTestId('pay-button');
      await expect.poll(() => pay.isDisabled()).toBe(false);
      await pay.click();
      await page.waitForURL('**/_local/stripe/pay/**');
      await payWithTestCard(page, 'Demo Shopper');
      await page.getByRole('heading', { name: /^Order NK-\d{4}-\d{6} confirmed$/ }).waitFor({ timeout: 40_000 });
      return product.name;
    }

    it("shows Today's Sales, revenue and the recent order of a purchase made a moment ago", async () => {
      const page = await kit.asAdmin();
      await openDashboard(page);
      const salesBefore = Number(await figure(page, "Today's Sales"));

      const productName = await buyAsShopper();
      await openDashboard(page);

      expect(Number(await figure(page, "Today's Sales"))).toBe(salesBefore + 1);
      expect(await figure(page, "Today's Revenue")).not.toBe('$0.00');
      // Every order of a journey store is made today.
      expect(await figure(page, 'Total Revenue')).toBe(await figure(page, "Today's Revenue"));
      const recent = page.locator('.dashboard-orders li').first();
      expect(await recent.getByRole('link').first().textContent()).toContain(productName);
      expect(await recent.locator('[data-status]').getAttribute('data-status')).toBe('completed');
      expect(await page.getByRole('link', { name: 'Manage Staff' }).getAttribute('href')).toBe('/admin/users');
      expect(Number((await figure(page, 'Gaming Products')).replaceAll(',', ''))).toBeGreaterThan(0);
      await page.locator('.dashboard-bars .recharts-surface').waitFor();
      expect(await page.locator('.dashboard-platforms li').count()).toBe(3);
    });

    it('shows an employee the dashboard without Total Revenue or Manage Staff', async () => {
      const page = await kit.asStaff();

      await openDashboard(page);

      expect(await page.getByText('You are signed in as an employee.', { exact: false }).isVisible()).toBe(true);
      expect(await card(page, 'Total Revenue').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Manage Staff' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Process Orders' }).getAttribute('href')).toBe('/admin/orders');
    });

    it('lets an admin make a shopper an employee from the list, confirmed, and shows the change in their role history and staff log', async () => {
      // A shopper of this journey's own, signed up as a visitor would: the demo shopper stays a customer for the others.
      const stamp = Date.now().toString(36);
      const shopper = { fullName: `Riley Granted ${stamp}`, email: `granted-${stamp}@example.test` };
      const visitor = await visitors.visitor();
      await visitors.signUp(visitor, { ...shopper, country: 'US', password: 'Granted!2345' });
      await visitors.enterCode(visitor, await visitors.latestCode(shopper.email));
      await visitors.menuButton(visitor, shopper.fullName).waitFor({ timeout: 15_000 });
      const page = await kit.asAdmin();
      await gotoReady(page, `${store.url}/admin/users`);
      await page.getByRole('searchbox').fill(shopper.email);
      const row = page.getByRole('row').filter({ hasText: shopper.email });
      await row.waitFor();

      await row.getByRole('button', { name: 'Make employee' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Grant employee' }).click();

      await page.getByText('User role updated successfully').waitFor();
      await row.getByRole('button', { name: 'Revoke employee' }).waitFor();
      expect(await row.locator('[data-role]').getAttribute('data-role')).toBe('employee');
      await row.getByRole('link', { name: `View ${shopper.fullName}` }).click();
      const history = page.getByRole('list', { name: 'Role history' });
      await history.waitFor();
      expect(await history.textContent()).toContain('Granted employee');
      expect(await page.locator('[data-action="user.role"]').first().textContent()).toContain('Granted employee');
      expect(await page.getByRole('link', { name: 'Intelligence report' }).getAttribute('href')).toMatch(/^\/admin\/enhanced-user-intelligence\?user=/);
    });
  });
}
