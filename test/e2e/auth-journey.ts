import type { Browser, Page } from 'playwright-core';
import type { OutboxMessage } from '../../local/identity/outbox';
import { gotoReady } from './browser';
import { submitSignIn } from './demo-sign-in';

/** Helpers the sign-in journeys share: fresh visitors, the local outbox and the forms of /auth. */
export function authJourney(getBrowser: () => Pick<Browser, 'newContext'>, getUrl: () => string) {
  let visitor = 0;

  return {
    /**
     * A fresh visitor (own storage) on /auth. Each comes from its own address (x-forwarded-for, which the local
     * gateway honours from loopback), so the per-IP sign-in limit of one journey never trips another.
     */
    async visitor(path = '/auth'): Promise<Page> {
      visitor += 1;
      const context = await getBrowser().newContext({
        viewport: { width: 1366, height: 900 },
        extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${visitor}` },
      });
      const page = await context.newPage();
      await gotoReady(page, `${getUrl()}${path}`);
      return page;
    },

    async outbox(to: string): Promise<OutboxMessage[]> {
      const response = await fetch(`${getUrl()}/dev/outbox.json?to=${encodeURIComponent(to)}`);
      return ((await response.json()) as { messages: OutboxMessage[] }).messages;
    },

    /** The newest code sent to an email or phone, waiting briefly for it to arrive. */
    async latestCode(to: string): Promise<string> {
      for (let i = 0; i < 50; i++) {
        const [newest] = await this.outbox(to);
        if (newest) return newest.code;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`No code reached ${to}`);
    },

    async expireCodes(to: string): Promise<void> {
      const response = await fetch(`${getUrl()}/dev/outbox/expire-codes?to=${encodeURIComponent(to)}`, { method: 'POST' });
      if (!response.ok) throw new Error(`expire-codes answered ${response.status}`);
    },

    signIn: submitSignIn,

    async signUp(page: Page, values: { fullName: string; country: string; email: string; password: string }): Promise<void> {
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByLabel('Full name').fill(values.fullName);
      await page.getByLabel('Country').selectOption(values.country);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(values.email);
      await page.getByLabel('Password', { exact: true }).fill(values.password);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    },

    /** 'Continue with Google', then the local stand-in's form, which sends the browser back through /auth/callback. */
    async continueWithGoogle(page: Page, email: string, fullName: string): Promise<void> {
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/google/authorize'));
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Full name').fill(fullName);
      await page.getByRole('button', { name: 'Continue' }).click();
    },

    async enterCode(page: Page, code: string): Promise<void> {
      await page.getByLabel('Verification code').fill(code);
      await page.getByRole('button', { name: 'Verify Code' }).click();
    },

    /** The toast with this title; resolves to its whole text once it shows. */
    async toast(page: Page, title: string): Promise<string> {
      const toast = page.getByTestId('toast').filter({ hasText: title }).first();
      await toast.waitFor({ timeout: 15_000 });
      return (await toast.textContent()) ?? '';
    },

    /** The header's user menu button, named by the display name. */
    menuButton: (page: Page, name: string) => page.locator('header').getByRole('button', { name, exact: true }),
  };
}
