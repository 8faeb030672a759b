import type { BrowserContextOptions, Page } from 'playwright-core';
import { gotoReady } from './browser';

/** The local demo accounts (local/seed/seed-data/demo-accounts.ts), with the name the header's user menu shows. */
export const demoAdmin = { email: 'admin@neonkeys.local', password: 'Admin!2345', name: 'Avery Admin' };
export const demoStaff = { email: 'staff@neonkeys.local', password: 'Staff!2345', name: 'Sam Staff' };
export const demoShopper = { email: 'shopper@neonkeys.local', password: 'Shopper!2345', name: 'Jordan Shopper' };
export type DemoAccount = typeof demoAdmin;

export const desktop = { width: 1366, height: 900 };
export const phone = { width: 390, height: 844 };

/** The sign-in form of /auth, filled and sent; the caller is already on the Email tab. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

interface StoreForSignIn {
  readonly url: string;
  newContext(options: BrowserContextOptions): Promise<{ newPage(): Promise<Page> }>;
}

/**
 * A fresh browser session signed in through /auth with the Email tab, as a visitor would: it resolves once the store
 * has sent the browser home and, on a desktop, the header shows the account's user menu (the role has loaded).
 * A phone keeps the user menu in the side menu, so there the home page is the sign.
 */
export async function signInAs(store: StoreForSignIn, account: DemoAccount, viewport = desktop): Promise<Page> {
  const page = await (await store.newContext({ viewport })).newPage();
  await gotoReady(page, `${store.url}/auth`);
  await page.getByRole('tab', { name: 'Email', exact: true }).click();
  await submitSignIn(page, account.email, account.password);
  await page.waitForURL(`${store.url}/`, { timeout: 15_000 });
  if (viewport.width >= desktop.width) await page.getByRole('button', { name: account.name }).waitFor({ timeout: 15_000 });
  return page;
}
