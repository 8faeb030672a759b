import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, reloadReady, useStoreInBrowser } from './browser';

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

// The local demo accounts (local/seed/seed-data/demo-accounts.ts).
const admin = { email: 'admin@neonkeys.local', password: 'Admin!2345', name: 'Avery Admin' };
const staff = { email: 'staff@neonkeys.local', password: 'Staff!2345', name: 'Sam Staff' };
const shopper = { email: 'shopper@neonkeys.local', password: 'Shopper!2345', name: 'Jordan Shopper' };
type Account = typeof admin;

const employeeMenu = ['Dashboard', 'Products', 'Orders', 'Pre-Orders', 'Variants & Keys', 'Featured Products', 'SEO & Sitemaps'];
const adminMenu = [
  ...employeeMenu,
  'Users',
  'User Intelligence',
  'Security & Fraud',
  'Algolia Exports',
  'System Configuration',
  'Search Management',
  'Search Analytics',
  'Search Testing',
  'Multi-Language',
  'Performance',
];

describe('the admin shell', () => {
  const store = useStoreInBrowser('admin-shell');

  async function newPage(viewport = desktop): Promise<Page> {
    const context = await store.newContext({ viewport });
    return context.newPage();
  }

  /** Signs in through /auth with the Email tab, as a visitor would, and waits for the header's user menu. */
  async function signIn(account: Account, viewport = desktop): Promise<Page> {
    const page = await newPage(viewport);
    await gotoReady(page, `${store.url}/auth`);
    await page.getByRole('tab', { name: 'Email', exact: true }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${store.url}/`, { timeout: 15_000 });
    // The phone header keeps the user menu in the side menu; the desktop header shows it in the bar.
    if (viewport === desktop) await page.getByRole('button', { name: account.name }).waitFor({ timeout: 15_000 });
    return page;
  }

  const panel = (page: Page) => page.locator('.admin-shell');
  const menuLabels = (page: Page, label: string) => page.getByRole('navigation', { name: label }).getByRole('link').allTextContents();

  it('sends a signed-out visitor who opens /admin to the home page', async () => {
    const page = await newPage();

    await gotoReady(page, `${store.url}/admin`);

    await page.waitForURL(`${store.url}/`);
    expect(await panel(page).count()).toBe(0);
  });

  it('sends a customer who opens /admin to the home page', async () => {
    const page = await signIn(shopper);

    await gotoReady(page, `${store.url}/admin`);

    await page.waitForURL(`${store.url}/`);
    expect(await page.getByText('Admin Panel').count()).toBe(0);
    await page.getByRole('button', { name: shopper.name }).click();
    expect(await page.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
  });

  it('shows the admin Admin Dashboard in the user menu, then the Admin Panel with the admin menu', async () => {
    const page = await signIn(admin);

    await page.getByRole('button', { name: admin.name }).click();
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();

    await page.waitForURL(`${store.url}/admin`);
    await page.getByText('Admin Panel').waitFor();
    expect(await menuLabels(page, 'Admin Panel')).toEqual(adminMenu);
    expect(await page.locator('.admin-header-title').textContent()).toBe('Dashboard');
    expect(await page.getByRole('link', { name: 'Back to Homepage' }).getAttribute('href')).toBe('/');
    await expect(page.title()).resolves.toBe('Dashboard | NeonKeys Admin');
  });

  it('titles the page and the header bar per screen as the admin moves through the menu', async () => {
    const page = await signIn(admin);
    await gotoReady(page, `${store.url}/admin`);

    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'System Configuration' }).click();

    await page.waitForURL(`${store.url}/admin/settings`);
    await page.getByRole('heading', { level: 1, name: 'System Configuration' }).waitFor();
    expect(await page.locator('.admin-header-title').textContent()).toBe('System Configuration');
    await expect(page.title()).resolves.toBe('System Configuration | NeonKeys Admin');
  });

  it('shows the employee the Employee Panel with the employee menu, and keeps admin-only screens from them', async () => {
    const page = await signIn(staff);

    await page.getByRole('button', { name: staff.name }).click();
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();

    await page.getByText('Employee Panel').waitFor();
    expect(await page.getByText('Admin Panel').count()).toBe(0);
    expect(await menuLabels(page, 'Employee Panel')).toEqual(employeeMenu);

    await gotoReady(page, `${store.url}/admin/users`);
    await page.waitForURL(`${store.url}/admin`);
    await gotoReady(page, `${store.url}/admin/settings`);
    await page.getByText("You don't have permission to access this page.").waitFor();
  });

  it('toggles the sidebar with ctrl+b and keeps the choice after a reload', async () => {
    const page = await signIn(admin);
    await gotoReady(page, `${store.url}/admin`);
    await page.getByText('Admin Panel').waitFor();
    expect(await panel(page).getAttribute('data-state')).toBe('expanded');

    await page.keyboard.press('Control+b');

    expect(await panel(page).getAttribute('data-state')).toBe('collapsed');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 60);

    await reloadReady(page);
    await page.locator('.admin-shell').waitFor();
    expect(await panel(page).getAttribute('data-state')).toBe('collapsed');
    expect(await page.locator('.admin-aside').evaluate((el) => el.getBoundingClientRect().width)).toBe(48);

    await page.keyboard.press('Meta+b');
    expect(await panel(page).getAttribute('data-state')).toBe('expanded');
    await reloadReady(page);
    await page.locator('.admin-shell').waitFor();
    expect(await panel(page).getAttribute('data-state')).toBe('expanded');
    expect(await page.locator('.admin-aside').evaluate((el) => el.getBoundingClientRect().width)).toBe(256);
  });

  it('shows the label of a collapsed menu icon as a tooltip', async () => {
    const page = await signIn(admin);
    await page.context().addCookies([{ name: 'sidebar_state', value: 'false', url: store.url }]);
    await gotoReady(page, `${store.url}/admin`);

    await page.getByRole('link', { name: 'Products', exact: true }).hover();

    await expect(page.locator('.admin-tooltip').textContent({ timeout: 2_000 })).resolves.toBe('Products');
  });

  it('puts the menu in an 18rem off-canvas sheet on a phone, opened by the trigger and by ctrl+b', async () => {
    const page = await signIn(staff, phone);
    await gotoReady(page, `${store.url}/admin`);
    await page.getByRole('button', { name: 'Toggle Sidebar' }).waitFor();
    expect(await page.locator('.admin-aside').count()).toBe(0);

    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();

    const sheet = page.getByRole('dialog', { name: 'Employee Panel' });
    await sheet.waitFor();
    expect(await sheet.evaluate((el) => el.getBoundingClientRect().width)).toBe(288);
    await sheet.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL(`${store.url}/admin/orders`);
    await sheet.waitFor({ state: 'hidden' });

    await page.keyboard.press('Control+b');
    await sheet.waitFor();
  });

  it('never downloads the auth overlays for a visitor without a stored session', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });

    await gotoReady(page, store.url);
    await page.getByTestId('product-card').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_500);

    expect(scripts.filter((s) => /auth-overlays|amplify/.test(s))).toEqual([]);
  });

  it("covers a client-rendered page with 'Loading...' for at most a second while a stored session restores", async () => {
    const page = await signIn(admin);
    // An expired ID token makes the session store restore (and refresh) the session through Amplify, which is held
    // back here so auth is still loading when the overlay's second is up.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'));
      const [header, payload, signature] = (key && localStorage.getItem(key))?.split('.') ?? [];
      if (!key || !payload) throw new Error('no stored ID token');
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
      const expired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).replace(/=+$/, '');
      localStorage.setItem(key, `${header}.${expired.replace(/\+/g, '-').replace(/\//g, '_')}.${signature}`);
    });
    await page.route(/amplify-layer-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue();
    });
    await page.addInitScript(() => {
      // When the overlay came and went, in the page's own clock.
      const seen: Record<string, number> = ((window as unknown as { overlaySeen: Record<string, number> }).overlaySeen = {});
      new MutationObserver(() => {
        const shown = document.querySelector('.loading-screen[style*="z-index"]') !== null;
        if (shown) seen.shownAt ??= performance.now();
        else if (seen.shownAt !== undefined) seen.hiddenAt ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto(`${store.url}/search`);
    await page.waitForTimeout(2_500);

    const seen = await page.evaluate(() => (window as unknown as { overlaySeen: Record<string, number> }).overlaySeen);
    expect(seen.shownAt).toBeDefined();
    expect(seen.hiddenAt).toBeDefined();
    expect((seen.hiddenAt ?? 0) - (seen.shownAt ?? 0)).toBeLessThanOrEqual(1_000);
    expect(await page.getByText('Taking longer than expected').count()).toBe(0);
  });
});
