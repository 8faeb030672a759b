import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoReady, reloadReady, type StoreInBrowser } from '../browser';
import { demoAdmin, demoShopper, demoStaff, desktop, phone, signInAs, type DemoAccount } from '../demo-sign-in';

// Back-office §6's employee menu, then the staff screens issue 37 added (Audience).
const employeeMenu = ['Dashboard', 'Products', 'Orders', 'Pre-Orders', 'Variants & Keys', 'Featured Products', 'SEO & Sitemaps', 'Audience'];
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

/** The admin shell: who may open it, its menus per role, the sidebar's states and the auth overlays. */
export function shellJourneys(store: StoreInBrowser) {
  describe('the admin shell', () => {
    async function newPage(viewport = desktop): Promise<Page> {
      const context = await store.newContext({ viewport });
      return context.newPage();
    }
    const signIn = (account: DemoAccount, viewport = desktop) => signInAs(store, account, viewport);

    const panel = (page: Page) => page.locator('.admin-shell');
    const menuLabels = (page: Page, label: string) => page.getByRole('navigation', { name: label }).getByRole('link').allTextContents();

    it('sends a signed-out visitor who opens /admin to the home page', async () => {
      const page = await newPage();

      await gotoReady(page, `${store.url}/admin`);

      await page.waitForURL(`${store.url}/`);
      expect(await panel(page).count()).toBe(0);
    });

    it('sends a customer who opens /admin to the home page', async () => {
      const page = await signIn(demoShopper);

      await gotoReady(page, `${store.url}/admin`);

      await page.waitForURL(`${store.url}/`);
      expect(await page.getByText('Admin Panel').count()).toBe(0);
      await page.getByRole('button', { name: demoShopper.name }).click();
      expect(await page.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    });

    it('shows the admin Admin Dashboard in the user menu, then the Admin Panel with the admin menu', async () => {
      const page = await signIn(demoAdmin);

      await page.getByRole('button', { name: demoAdmin.name }).click();
      await page.getByRole('link', { name: 'Admin Dashboard' }).click();

      await page.waitForURL(`${store.url}/admin`);
      await page.getByText('Admin Panel').waitFor();
      expect(await menuLabels(page, 'Admin Panel')).toEqual(adminMenu);
      expect(await page.locator('.admin-header-title').textContent()).toBe('Dashboard');
      expect(await page.getByRole('link', { name: 'Back to Homepage' }).getAttribute('href')).toBe('/');
      await expect(page.title()).resolves.toBe('Dashboard | NeonKeys Admin');
    });

    it('titles the page and the header bar per screen as the admin moves through the menu', async () => {
      const page = await signIn(demoAdmin);
      await gotoReady(page, `${store.url}/admin`);

      await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'System Configuration' }).click();

      await page.waitForURL(`${store.url}/admin/settings`);
      await page.getByRole('heading', { level: 1, name: 'System Configuration' }).waitFor();
      expect(await page.locator('.admin-header-title').textContent()).toBe('System Configuration');
      await expect(page.title()).resolves.toBe('System Configuration | NeonKeys Admin');
    });

    it('shows the employee the Employee Panel with the employee menu, and keeps admin-only screens from them', async () => {
      const page = await signIn(demoStaff);

      await page.getByRole('button', { name: demoStaff.name }).click();
      await page.getByRole('link', { name: 'Admin Dashboard' }).click();

      await page.getByText('Employee Panel').waitFor();
      expect(await page.getByText('Admin Panel').count()).toBe(0);
      // The one admin-only screen in the employee menu says so beside its name, and explains itself when opened.
      expect(await menuLabels(page, 'Employee Panel')).toEqual(employeeMenu.map((label) => (label === 'Variants & Keys' ? `${label} (admins only)` : label)));
      expect(await page.getByRole('link', { name: 'Browse Products' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Add Gaming Products' }).count()).toBe(0);
      await page.getByRole('navigation', { name: 'Employee Panel' }).getByRole('link', { name: /Variants & Keys/ }).click();
      await page.getByText("You don't have permission to access this page.").waitFor();
      await page.getByText('Variants & Keys is for administrators.', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Go to Products' }).click();
      await page.waitForURL(`${store.url}/admin/products`);

      await gotoReady(page, `${store.url}/admin/users`);
      await page.waitForURL(`${store.url}/admin`);
      await gotoReady(page, `${store.url}/admin/settings`);
      await page.getByText("You don't have permission to access this page.").waitFor();
      await page.getByText('System Configuration is for administrators.', { exact: false }).waitFor();
    });

    it('toggles the sidebar with ctrl+b and keeps the choice after a reload', async () => {
      const page = await signIn(demoAdmin);
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
      const page = await signIn(demoAdmin);
      await page.context().addCookies([{ name: 'sidebar_state', value: 'false', url: store.url }]);
      await gotoReady(page, `${store.url}/admin`);

      await page.getByRole('link', { name: 'Products', exact: true }).hover();

      await expect(page.locator('.admin-tooltip').textContent({ timeout: 2_000 })).resolves.toBe('Products');
    });

    it('puts the menu in an 18rem off-canvas sheet on a phone, opened by the trigger and by ctrl+b', async () => {
      const page = await signIn(demoStaff, phone);
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
      // Until the page has gone quiet (no request for 500 ms), not for a guessed while: a late chunk would show here.
      await page.waitForLoadState('networkidle');

      expect(scripts.filter((s) => /auth-overlays|amplify/.test(s))).toEqual([]);
    });

    it("covers a client-rendered page with 'Loading...' for at most a second while a stored session restores", async () => {
      const page = await signIn(demoAdmin);
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
      // Amplify is held back until the page's clock is past the stuck screen's moment (3 s), so auth is still loading
      // through both of the overlay's deadlines.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/amplify-layer-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.addInitScript(() => {
        // When the overlay came and went, in the page's own clock.
        const seen: Record<string, number> = ((window as unknown as { overlaySeen: Record<string, number> }).overlaySeen = {});
        new MutationObserver(() => {
          const shown = document.querySelector('.loading-screen[style*="z-index"]') !== null;
          if (shown) seen.shownAt ??= performance.now();
          else if (seen.shownAt !== undefined) seen.hiddenAt ??= performance.now();
          if (document.querySelector('[role="alertdialog"].loading-screen')) seen.stuckAt ??= performance.now();
        }).observe(document, { childList: true, subtree: true });
      });

      // The page's clock runs in slow motion, 20 ms a step while the page loads in real time: the overlay's one-second
      // ceiling is measured on that clock, so a loaded machine's slow download of the overlay's chunk (it used to
      // arrive after the second was up, and the cover rightly never showed) no longer decides the outcome.
      const t0 = Date.now();
      await page.clock.install({ time: t0 });
      await page.clock.pauseAt(t0 + 1);
      await page.goto(`${store.url}/search`, { waitUntil: 'commit' });
      const menu = page.getByRole('button', { name: demoAdmin.name });
      for (let step = 0; ; step++) {
        // Nothing yet while the navigation is still replacing the document.
        const [pageMs, seenNow] = await page
          .evaluate(() => [performance.now(), (window as unknown as { overlaySeen?: Record<string, number> }).overlaySeen] as const)
          .catch(() => [0, undefined] as const);
        if (pageMs > 3_500) release();
        if (seenNow?.hiddenAt !== undefined && (await menu.count()) > 0) break;
        if (step > 1_500) throw new Error(`the session never restored: ${JSON.stringify(seenNow)} at ${pageMs} ms`);
        await page.clock.runFor(20);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      release();

      const seen = await page.evaluate(() => (window as unknown as { overlaySeen: Record<string, number> }).overlaySeen);
      expect(seen.shownAt).toBeDefined();
      expect(seen.hiddenAt).toBeDefined();
      expect((seen.hiddenAt ?? 0) - (seen.shownAt ?? 0)).toBeLessThanOrEqual(1_000);
      expect(seen.stuckAt).toBeUndefined();
      expect(await page.getByText('Taking longer than expected').count()).toBe(0);
    });
  });
}
