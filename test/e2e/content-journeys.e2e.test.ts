import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../local/identity/outbox';
import { shellMessages } from '../../web/src/app/shell/messages';
import { contact } from '../../web/src/features/content/documents/contact';
import { cookies } from '../../web/src/features/content/documents/cookies';
import { help } from '../../web/src/features/content/documents/help';
import { privacy } from '../../web/src/features/content/documents/privacy';
import { refundPolicy } from '../../web/src/features/content/documents/refund-policy';
import { terms } from '../../web/src/features/content/documents/terms';
import { notFoundMessages } from '../../web/src/features/not-found/messages';
import { gotoReady, useStoreInBrowser } from './browser';

type Language = 'en' | 'es';
const sizes: Record<'desktop' | 'phone', BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
/** Each footer link, the page it opens and a sentence of that page that must read in the visitor's language. */
const footerLinks = [
  { label: 'helpCenter', path: '/help', doc: help, sample: (l: Language) => help[l].sections[0]!.heading },
  { label: 'contactUs', path: '/contact', doc: contact, sample: (l: Language) => contact[l].sections[1]!.heading },
  { label: 'faq', path: '/help', doc: help, sample: (l: Language) => help[l].sections.at(-1)!.heading },
  { label: 'refunds', path: '/refund-policy', doc: refundPolicy, sample: (l: Language) => refundPolicy[l].sections[0]!.heading },
  { label: 'privacy', path: '/privacy', doc: privacy, sample: (l: Language) => privacy[l].sections[3]!.heading },
  { label: 'terms', path: '/terms', doc: terms, sample: (l: Language) => terms[l].sections[0]!.heading },
  { label: 'cookies', path: '/cookies', doc: cookies, sample: (l: Language) => cookies[l].sections[0]!.heading },
] as const;

describe('content pages, returning after sign-in, phone sign-in and real 404s', () => {
  const store = useStoreInBrowser('content');
  let visitor = 0;

  /** A fresh visitor with its own address (the local sign-in limits are per address) in a language and a screen size. */
  async function open(path: string, size: keyof typeof sizes, language: Language = 'en'): Promise<Page> {
    visitor += 1;
    const context = await store.newContext({ ...sizes[size], extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${visitor}` } });
    await context.addInitScript((lang) => localStorage.setItem('preferred-language', lang), language);
    const page = await context.newPage();
    await gotoReady(page, `${store.url}${path}`);
    return page;
  }
  const latestCode = async (to: string, count = 1): Promise<string> => {
    for (let i = 0; i < 100; i++) {
      const { messages } = (await (await fetch(`${store.url}/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as { messages: OutboxMessage[] };
      if (messages.length >= count) return messages[0]!.code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`No code reached ${to}`);
  };

  describe.each([
    ['desktop', 'en'],
    ['desktop', 'es'],
    ['phone', 'en'],
    ['phone', 'es'],
  ] as const)('on a %s in %s', (size, language) => {
    it('reaches every help and policy page from the footer, with its own title and text in that language', async () => {
      const page = await open('/', size, language);
      const footer = page.locator('footer');

      for (const link of footerLinks) {
        await footer.getByRole('link', { name: shellMessages[language][link.label], exact: true }).click();
        await page.waitForURL((url) => url.pathname === link.path);

        await page.getByRole('heading', { level: 1, name: link.doc[language].title, exact: true }).waitFor();
        await page.getByRole('heading', { level: 2, name: link.sample(language), exact: true }).waitFor();
        await expect(page.title()).resolves.toBe(`${link.doc[language].title} | NeonKeys`);
        await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(/^\S/);
        await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`${store.publicOrigin}${link.path}`);
      }
      // The refund policy states the refund window in the page's language.
      await footer.getByRole('link', { name: shellMessages[language].refunds, exact: true }).click();
      await page.getByText(language === 'es' ? '14 días desde la entrega' : '14 days from delivery').waitFor();
    });
  });

  it("opens the FAQ at its questions from the footer's FAQ link", async () => {
    const page = await open('/', 'phone');

    await page.locator('footer').getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/help' && url.hash === '#faq');
    const question = page.getByRole('heading', { level: 2, name: help.en.sections.at(-1)!.heading, exact: true });

    await question.waitFor();
    // Scrolled to: the FAQ is near the bottom of a long page, yet its heading is on screen.
    await expect.poll(() => question.evaluate((el) => el.getBoundingClientRect().top), { timeout: 5_000 }).toBeLessThan(844 / 2);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(1000);
  });

  it.each([
    ['desktop', 'en'],
    ['phone', 'es'],
  ] as const)('brings a shopper who signs in from a product page back to it, options and all (%s, %s)', async (size, language) => {
    const product = '/p/lantern-vale?platform=nintendo';
    const page = await open(product, size, language);
    const signIn = shellMessages[language].signIn;

    if (size === 'phone') {
      await page.getByRole('button', { name: shellMessages[language].menuToggle }).click();
      await page.getByRole('dialog').getByRole('link', { name: signIn }).click();
    } else {
      await page.locator('header').getByRole('link', { name: signIn }).click();
    }
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === product);
    const form = page.locator('.auth-card');
    await form.getByRole('textbox', { name: language === 'es' ? 'Correo electrónico' : 'Email', exact: true }).fill('shopper@neonkeys.local');
    await form.getByLabel(language === 'es' ? 'Contraseña' : 'Password', { exact: true }).fill('Shopper!2345');
    await form.getByRole('button', { name: signIn, exact: true }).click();

    await page.waitForURL((url) => `${url.pathname}${url.search}` === product);
    await page.getByRole('heading', { level: 1, name: 'Lantern Vale' }).waitFor();
  });

  it('brings a shopper who signs in with Google back to the page they started from, through the callback', async () => {
    const page = await open('/help', 'desktop');

    await page.locator('header').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/help');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/google/authorize'));
    await page.getByLabel('Email').fill('gina.google@example.com');
    await page.getByLabel('Full name').fill('Gina Google');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/help');
    await page.locator('header').getByRole('button', { name: 'Gina Google', exact: true }).waitFor();
  });

  it('signs a shopper in by phone to the account whose profile verified that number', async () => {
    const phone = '+14155550188';
    const page = await open('/auth?next=%2Faccount', 'desktop');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('shopper@neonkeys.local');
    await page.getByLabel('Password', { exact: true }).fill('Shopper!2345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account');

    // Save the number on the profile, then type back the code the pool sent it.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Phone').fill(phone);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByLabel('Verification code').fill(await latestCode(phone));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.locator('.account-details').getByText('Verified: signs in to this account').waitFor();
    await page.locator('main').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // A new visit, by phone: the code lands in the same account.
    const byPhone = await open('/auth?next=%2Faccount', 'phone');
    await byPhone.getByRole('tab', { name: 'Phone' }).click();
    await byPhone.getByLabel('Phone number').fill('4155550188');
    await byPhone.getByRole('button', { name: 'Send Code' }).click();
    await byPhone.getByLabel('Verification code').fill(await latestCode(phone, 2));
    await byPhone.getByRole('button', { name: 'Verify Code' }).click();

    await byPhone.waitForURL((url) => url.pathname === '/account');
    await byPhone.locator('.account-details').getByText('shopper@neonkeys.local').waitFor();
    await byPhone.locator('.account-details').getByText(phone).waitFor();
  });

  it.each(['desktop', 'phone'] as const)('answers 404 for an unknown path and shows the not-found screen (%s)', async (size) => {
    const page = await open('/', size, 'es');

    const response = await page.goto(`${store.url}/no-such-page/at-all`);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });

    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: notFoundMessages.es.heading }).waitFor();
    const known = await page.goto(`${store.url}/help`);
    expect(known?.status()).toBe(200);
  });
});
