import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../local/runtime/free-port';
import { startLocalStack, type LocalStack } from '../../local/runtime/local-stack';
import { authJourney } from './auth-journey';
import { closeTestContexts, chromiumForFile, pageOrigin, seededDataDir } from './browser';

const strongPassword = 'Neon!Keys2345';

describe('signing up and signing in', () => {
  const dataDir = seededDataDir('auth-journeys');
  let stack: LocalStack;
  let browser: Browser;
  let port = 0;
  // Signed up and in at 127.0.0.1 while the store's public origin is localhost (see `useStoreInBrowser`).
  const journey = authJourney(
    () => browser,
    () => pageOrigin(port),
  );

  beforeAll(async () => {
    port = await freePort();
    [stack, browser] = await Promise.all([startLocalStack({ shortLived: true, port, dataDir }), chromiumForFile()]);
  });
  afterEach(() => closeTestContexts(browser));
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('signs up with email, confirms with the code from the outbox, lands signed in and shows the name in the menu', async () => {
    const page = await journey.visitor();
    const email = 'nova.signup@example.com';

    await journey.signUp(page, { fullName: '  Nova Tester ', country: 'BR', email, password: strongPassword });
    await expect(journey.toast(page, 'Check your email')).resolves.toContain("We've sent you a verification code.");
    await journey.enterCode(page, await journey.latestCode(email));
    const menu = journey.menuButton(page, 'Nova Tester');
    await menu.waitFor();

    expect(new URL(page.url()).pathname).toBe('/');
    await menu.click();
    await expect(page.getByText(email).isVisible()).resolves.toBe(true);
    // The link follows the role, which loads after the menu opens (a skeleton stands in meanwhile).
    await page.getByRole('link', { name: 'Account', exact: true }).waitFor();
  });

  it('signs a new phone up with a code, then signs the same phone in again with a fresh code', async () => {
    const page = await journey.visitor();
    const phone = '+12015550147';

    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('Phone number').pressSequentially('2015550147');
    await expect(page.getByLabel('Phone number').inputValue()).resolves.toBe('(201) 555-0147');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(journey.toast(page, 'OTP sent')).resolves.toContain('Check your phone for the verification code.');
    await journey.enterCode(page, await journey.latestCode(phone));
    await journey.menuButton(page, phone).waitFor();

    await journey.menuButton(page, phone).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await journey.toast(page, 'Signed out');
    await gotoAuth(page);
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('Phone number').fill('2015550147');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await journey.toast(page, 'OTP sent');
    await journey.enterCode(page, await journey.latestCode(phone));

    await journey.menuButton(page, phone).waitFor();
    expect(await journey.outbox(phone)).toHaveLength(2);
  });

  it("goes back from the phone's code step to phone entry", async () => {
    const page = await journey.visitor();

    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('Phone number').fill('2015550148');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Verification code').waitFor();
    await page.getByRole('button', { name: 'Back to Phone' }).click();

    await expect(page.getByLabel('Phone number').isVisible()).resolves.toBe(true);
  });

  it('signs in through the local Google stand-in', async () => {
    const page = await journey.visitor();

    await journey.continueWithGoogle(page, 'grace.google@example.com', 'Grace Google');

    await journey.menuButton(page, 'Grace Google').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('keeps the session across a reload and signs out with the toast', async () => {
    const page = await journey.visitor();
    await journey.signIn(page, 'shopper@neonkeys.local', 'Shopper!2345');
    await journey.menuButton(page, 'Jordan Shopper').waitFor();

    await page.reload();
    await journey.menuButton(page, 'Jordan Shopper').click();
    await page.getByRole('button', { name: 'Sign Out' }).click();

    await expect(journey.toast(page, 'Signed out')).resolves.toContain('You have been successfully signed out.');
    await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
    await expect(page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('CognitoIdentityServiceProvider.')))).resolves.toBe(false);
  });

  it('sends a visitor who is already signed in from /auth to /', async () => {
    const page = await journey.visitor();
    await journey.signIn(page, 'shopper@neonkeys.local', 'Shopper!2345');
    await journey.menuButton(page, 'Jordan Shopper').waitFor();

    await gotoAuth(page);

    await page.waitForURL((url) => url.pathname === '/');
  });

  it("links staff to the Admin Dashboard instead of the Account page", async () => {
    const page = await journey.visitor();
    await journey.signIn(page, 'admin@neonkeys.local', 'Admin!2345');

    await journey.menuButton(page, 'Avery Admin').click();

    await page.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    await expect(page.getByRole('link', { name: 'Account', exact: true }).count()).resolves.toBe(0);
  });

  describe('the account page', () => {
    it('sends an anonymous visitor to /auth', async () => {
      const page = await journey.visitor('/account');

      await page.waitForURL((url) => url.pathname === '/auth');
    });

    it('shows the profile, saves an edit that renames the header menu at once, and signs out from the page', async () => {
      const page = await journey.visitor();
      await journey.continueWithGoogle(page, 'paula.profile@example.com', 'Paula Profile');
      await journey.menuButton(page, 'Paula Profile').click();
      await page.getByRole('link', { name: 'Account', exact: true }).click();
      const details = page.locator('.account-details');
      await details.getByText('paula.profile@example.com').waitFor();

      // A mark on this document, which a reload would drop.
      await page.evaluate(() => {
        (window as unknown as { beforeSave?: boolean }).beforeSave = true;
      });
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await page.getByLabel('Full name').fill('Paula P. Profile');
      await page.getByLabel('Country').selectOption('PT');
      await page.getByLabel('Phone').fill('+351 912 345 678');
      await page.getByRole('button', { name: 'Save' }).click();
      await journey.toast(page, 'Profile saved');
      // The new phone was sent a code to verify it for sign-in; that can wait.
      await page.getByRole('button', { name: 'Later' }).click();

      await expect(details.textContent()).resolves.toMatch(/Paula P\. Profile.*\+351912345678.*Not verified.*Portugal/);
      // The refreshed ID token names the menu, on the same document.
      await journey.menuButton(page, 'Paula P. Profile').waitFor();
      await expect(journey.menuButton(page, 'Paula Profile').count()).resolves.toBe(0);
      await expect(page.evaluate(() => (window as unknown as { beforeSave?: boolean }).beforeSave)).resolves.toBe(true);
      await page.reload();
      await details.getByText('Paula P. Profile').waitFor();
      await journey.menuButton(page, 'Paula P. Profile').waitFor();
      await page.locator('main').getByRole('button', { name: 'Sign Out' }).click();
      await journey.toast(page, 'Signed out');
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  describe('failures', () => {
    it('shows "Incorrect username or password." for a wrong password and for an unknown account alike', async () => {
      const page = await journey.visitor();

      await journey.signIn(page, 'shopper@neonkeys.local', 'Wrong!Pass2345');
      const wrongPassword = await journey.toast(page, 'Sign in failed');
      await page.getByTestId('toast').first().getByRole('button').click();
      await journey.signIn(page, 'nobody-here@example.com', 'Wrong!Pass2345');
      const unknown = await journey.toast(page, 'Sign in failed');

      expect(wrongPassword).toContain('Incorrect username or password.');
      expect(unknown).toContain('Incorrect username or password.');
    });

    it('asks for the full name and country before signing up', async () => {
      const page = await journey.visitor();

      await journey.signUp(page, { fullName: '   ', country: 'BR', email: 'blank.name@example.com', password: strongPassword });

      await expect(journey.toast(page, 'Missing information')).resolves.toContain('Please fill in your full name and country');
      expect(await journey.outbox('blank.name@example.com')).toEqual([]);
    });

    it('refuses a weak password with the policy message and stores nothing for that sign-up', async () => {
      const page = await journey.visitor();
      const email = 'weak.password@example.com';

      await journey.signUp(page, { fullName: 'Weak Password', country: 'US', email, password: 'weakpass' });
      const refusal = await journey.toast(page, 'Sign up failed');
      await page.getByRole('tab', { name: 'Sign In' }).click();
      await journey.signIn(page, email, 'weakpass');
      const signIn = await journey.toast(page, 'Sign in failed');

      expect(refusal).toContain('Password did not conform with policy');
      expect(await journey.outbox(email)).toEqual([]);
      expect(signIn).toContain('Incorrect username or password.');
    });

    it('answers a sign-up for a registered email with the same code step, sending nothing', async () => {
      const page = await journey.visitor();

      await journey.signUp(page, { fullName: 'Someone Else', country: 'US', email: 'shopper@neonkeys.local', password: strongPassword });

      await journey.toast(page, 'Check your email');
      await expect(page.getByLabel('Verification code').isVisible()).resolves.toBe(true);
      expect(await journey.outbox('shopper@neonkeys.local')).toEqual([]);
    });

    it('shows the wrong-code message, then the expired-code message', async () => {
      const page = await journey.visitor();
      const email = 'code.errors@example.com';
      await journey.signUp(page, { fullName: 'Code Errors', country: 'DE', email, password: strongPassword });
      const code = await journey.latestCode(email);

      await journey.enterCode(page, code === '123456' ? '654321' : '123456');
      const wrong = await journey.toast(page, 'Verification failed');
      await page.getByTestId('toast').first().getByRole('button').click();
      await journey.expireCodes(email);
      await journey.enterCode(page, code);
      const expired = await page.getByTestId('toast').filter({ hasText: 'request a code again' }).first().textContent();

      expect(wrong).toContain('Invalid verification code provided, please try again.');
      expect(expired).toContain('Invalid code provided, please request a code again.');
    });

    it('shows the wait from the rate limit after repeated failures on one account', async () => {
      const page = await journey.visitor();
      const messages: string[] = [];

      // The local service allows 5 failures per account in 15 minutes; the sixth attempt is refused with 429.
      for (let attempt = 0; attempt < 6; attempt++) {
        await journey.signIn(page, 'rate.limited@example.com', `Wrong!Pass${attempt}234`);
        messages.push(await journey.toast(page, 'Sign in failed'));
        await page.getByTestId('toast').first().getByRole('button').click();
      }

      expect(messages.slice(0, 5).every((m) => m.includes('Incorrect username or password.'))).toBe(true);
      expect(messages[5]).toMatch(/Too many attempts\. Please try again in \d+ seconds\./);
    });

    it('holds a sign-in behind the challenge below a score of 0.2 until verification passes', async () => {
      const page = await journey.visitor();
      await page.evaluate(() => sessionStorage.setItem('neonkeys-local-human-score', '0.1'));

      await journey.signIn(page, 'shopper@neonkeys.local', 'Shopper!2345');
      await page.getByText('Additional verification required for security.').waitFor();
      await page.evaluate(() => sessionStorage.setItem('neonkeys-local-human-score', '0.9'));
      await page.getByRole('button', { name: 'Retry Verification' }).click();

      await journey.menuButton(page, 'Jordan Shopper').waitFor();
    });

    it('shows the failed screen with its reasons when the score misses the threshold', async () => {
      const page = await journey.visitor();
      await page.evaluate(() => sessionStorage.setItem('neonkeys-local-human-score', '0.3'));

      await journey.signIn(page, 'shopper@neonkeys.local', 'Shopper!2345');
      const alert = page.getByRole('alert').filter({ hasText: 'Security check failed' });
      await alert.waitFor();

      await expect(alert.textContent()).resolves.toMatch(/Network issues.*Browser settings.*Suspicious activity/);
      await expect(alert.getByRole('button', { name: 'Try Again' }).isVisible()).resolves.toBe(true);
      await expect(page.locator('header').getByRole('link', { name: 'Sign In' }).isVisible()).resolves.toBe(true);
    });
  });

  async function gotoAuth(page: Page) {
    await page.goto(`${pageOrigin(port)}/auth`);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  }
});
