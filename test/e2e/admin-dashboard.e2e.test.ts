import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '../../shared/catalog/catalog-views';
import { gotoReady, useStoreInBrowser } from './browser';

const desktop = { width: 1366, height: 900 };
// The local demo accounts (local/seed/seed-data/demo-accounts.ts).
const admin = { email: 'admin@neonkeys.local', password: 'Admin!2345', name: 'Avery Admin' };
const staff = { email: 'staff@neonkeys.local', password: 'Staff!2345', name: 'Sam Staff' };
const shopper = { email: 'shopper@neonkeys.local', password: 'Shopper!2345', name: 'Jordan Shopper' };
type Account = typeof admin;

/**
 * The people back office in a browser: the dashboard's figures move with a real purchase, an employee sees neither
 * Total Revenue nor Manage Staff, and an admin grants a role from the user list and finds it audited in the detail.
 */
describe('the admin dashboard and users', () => {
  const store = useStoreInBrowser('admin-dashboard');

  async function signIn(account: Account): Promise<Page> {
    const page = await (await store.newContext({ viewport: desktop })).newPage();
    await gotoReady(page, `${store.url}/auth`);
    await page.getByRole('tab', { name: 'Email', exact: true }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${store.url}/`, { timeout: 15_000 });
    await page.getByRole('button', { name: account.name }).waitFor({ timeout: 15_000 });
    return page;
  }

  const card = (page: Page, label: string) => page.locator('.admin-stat').filter({ has: page.getByText(label, { exact: true }) });
  const figure = async (page: Page, label: string) => (await card(page, label).locator('.admin-stat-value').textContent())!.trim();

  async function openDashboard(page: Page) {
    await gotoReady(page, `${store.url}/admin`);
    await page.getByText(/^Welcome back/).waitFor();
    await expect.poll(() => figure(page, "Today's Sales")).not.toBe('—');
  }

  async function buyAsShopper(): Promise<string> {
    const list = (await (await fetch(`${store.url}/api/products?limit=100`)).json()) as ProductPage;
    const details = await Promise.all(list.items.map(async (c) => (await (await fetch(`${store.url}/api/products/by-slug/${c.slug}`)).json()) as ProductDetail));
    const product = details.find((p) => p.variants[0]?.stockState === 'in_stock' && p.variants[0].region.code === 'GLOBAL')!;
    const page = await signIn(shopper);
    await gotoReady(page, `${store.url}/p/${product.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    const pay = page.getByTestId('pay-button');
    await expect.poll(() => pay.isDisabled()).toBe(false);
    await pay.click();
    await page.waitForURL('**/_local/stripe/pay/**');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Cardholder name').fill('Demo Shopper');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByRole('heading', { name: /^Order NK-\d{4}-\d{6} confirmed$/ }).waitFor({ timeout: 40_000 });
    return product.name;
  }

  it("shows Today's Sales, revenue and the recent order of a purchase made a moment ago", async () => {
    const page = await signIn(admin);
    await openDashboard(page);
    const salesBefore = Number(await figure(page, "Today's Sales"));
    await page.getByText('No orders yet. Start selling gaming gift cards!').waitFor();

    const productName = await buyAsShopper();
    await openDashboard(page);

    expect(Number(await figure(page, "Today's Sales"))).toBe(salesBefore + 1);
    expect(await figure(page, "Today's Revenue")).not.toBe('$0.00');
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
    const page = await signIn(staff);

    await openDashboard(page);

    expect(await page.getByText('You are signed in as an employee.', { exact: false }).isVisible()).toBe(true);
    expect(await card(page, 'Total Revenue').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Manage Staff' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Process Orders' }).getAttribute('href')).toBe('/admin/orders');
  });

  it('lets an admin make a shopper an employee from the list, confirmed, and shows the change in their role history and staff log', async () => {
    const page = await signIn(admin);
    await gotoReady(page, `${store.url}/admin/users`);
    await page.getByRole('searchbox').fill('jordan');
    const row = page.getByRole('row').filter({ hasText: shopper.email });
    await row.waitFor();

    await row.getByRole('button', { name: 'Make employee' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Grant employee' }).click();

    await page.getByText('User role updated successfully').waitFor();
    await row.getByRole('button', { name: 'Revoke employee' }).waitFor();
    expect(await row.locator('[data-role]').getAttribute('data-role')).toBe('employee');
    await row.getByRole('link', { name: `View ${shopper.name}` }).click();
    const history = page.getByRole('list', { name: 'Role history' });
    await history.waitFor();
    expect(await history.textContent()).toContain('Granted employee');
    expect(await page.locator('[data-action="user.role"]').first().textContent()).toContain('Granted employee');
    expect(await page.getByRole('link', { name: 'Intelligence report' }).getAttribute('href')).toMatch(/^\/admin\/enhanced-user-intelligence\?user=/);
  });
});
