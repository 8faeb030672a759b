import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '../../shared/catalog/catalog-views';
import type { ReviewPage } from '../../shared/storefront/storefront-views';
import { gotoReady, useStoreInBrowser } from './browser';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** The sign-in form's words in the languages these journeys use. */
const signInWords = {
  en: { tab: 'Email', email: 'Email', password: 'Password', submit: 'Sign In' },
  es: { tab: 'Correo', email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
} as const;

/**
 * Reviews from verified buyers, in the order a store lives them: the demo shopper buys a key and reviews it, is told
 * why they cannot review what they never bought, a signed-out visitor is sent to sign in and brought back, and staff
 * hide the review. One store serves the file, so each journey starts where the one before left the data.
 */
describe('reviews from verified buyers', () => {
  const store = useStoreInBrowser('reviews');
  const origin = () => store.url;
  const comment = `Arrived in seconds and activated first time (${Date.now()}).`;
  let bought: ProductDetail;
  let other: ProductDetail;

  const detail = async (slug: string) => (await (await fetch(`${origin()}/api/products/by-slug/${slug}`)).json()) as ProductDetail;

  async function catalogue(): Promise<ProductDetail[]> {
    const list = (await (await fetch(`${origin()}/api/products?limit=100`)).json()) as ProductPage;
    return Promise.all(list.items.map((card) => detail(card.slug)));
  }

  async function visitor(viewport: typeof desktop, language: 'en' | 'es'): Promise<Page> {
    const context = await store.newContext({ viewport });
    await context.addInitScript((lang) => localStorage.setItem('preferred-language', lang), language);
    return context.newPage();
  }

  /** Signs in as a demo account on the sign-in page the store sent the visitor to, and waits to be sent back. */
  async function signIn(page: Page, language: 'en' | 'es', email: string, password: string, backTo: string) {
    const words = signInWords[language];
    await page.getByRole('tab', { name: words.tab, exact: true }).click();
    // Scoped to the tab's panel: the footer's newsletter has an e-mail field too.
    const panel = page.getByRole('tabpanel', { name: words.tab, exact: true });
    await panel.getByRole('textbox', { name: words.email, exact: true }).fill(email);
    await panel.getByLabel(words.password, { exact: true }).fill(password);
    await panel.getByRole('button', { name: words.submit, exact: true }).click();
    await page.waitForURL(`${origin()}${backTo}`, { timeout: 15_000 });
  }

  beforeAll(async () => {
    const products = await catalogue();
    const keys = products.filter((p) => p.productType === 'key' && p.variants[0]?.stockState === 'in_stock' && p.variants[0].region.code === 'GLOBAL');
    [bought, other] = [keys[0]!, keys[1]!];
  });

  async function openDesktopReviews(page: Page, slug: string) {
    await gotoReady(page, `${origin()}/p/${slug}`);
    await page.getByRole('tab', { name: 'Customer Reviews' }).click();
  }

  it('lets the demo shopper buy a key, then post a review that shows first, as a verified purchase, with the new count (desktop, en)', async () => {
    const page = await visitor(desktop, 'en');
    await gotoReady(page, `${origin()}/auth?next=${encodeURIComponent(`/p/${bought.slug}`)}`);
    await signIn(page, 'en', 'shopper@neonkeys.local', 'Shopper!2345', `/p/${bought.slug}`);

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

    await openDesktopReviews(page, bought.slug);
    await page.getByRole('button', { name: 'LEAVE A REVIEW' }).click();
    const form = page.getByRole('dialog', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Post review' }).click();
    await form.getByText('Choose from 1 to 5 stars.').waitFor();
    await form.getByText('Write at least 10 characters.').waitFor();
    await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await form.getByLabel('Your review').fill(comment);
    await form.getByLabel('Pros (optional)').fill('Instant delivery\nGood price');
    await form.getByRole('button', { name: 'Post review' }).click();

    const first = page.getByTestId('review').first();
    await first.getByText(comment).waitFor();
    expect(await form.isVisible()).toBe(false);
    expect(await first.getByText('Verified purchase').isVisible()).toBe(true);
    expect(await first.getByText('Instant delivery').isVisible()).toBe(true);
    const count = bought.reviewCount + 1;
    await page.locator('.pdp-rating').getByText(`(${count} ${count === 1 ? 'review' : 'reviews'})`).waitFor();
    await page.getByText(/^You reviewed this product on /).waitFor();
    expect(await page.getByRole('button', { name: 'LEAVE A REVIEW' }).count()).toBe(0);
    // The API's product cache (CATALOG_CACHE_MS, stale-while-revalidate) catches up within seconds; the page did at once.
    await expect.poll(async () => (await detail(bought.slug)).reviewCount, { timeout: 20_000, interval: 1000 }).toBe(count);
  });

  it('tells the signed-in shopper why they cannot review a product they never bought (desktop, en)', async () => {
    const page = await visitor(desktop, 'en');
    await gotoReady(page, `${origin()}/auth?next=${encodeURIComponent(`/p/${other.slug}`)}`);
    await signIn(page, 'en', 'shopper@neonkeys.local', 'Shopper!2345', `/p/${other.slug}`);

    await page.getByRole('tab', { name: 'Customer Reviews' }).click();

    await page.getByText('Only shoppers who bought this product can review it.').waitFor();
    expect(await page.getByRole('button', { name: 'LEAVE A REVIEW' }).count()).toBe(0);
  });

  it('sends a signed-out visitor to sign in and back to the product, where their review is waiting (phone, es)', async () => {
    const page = await visitor(phone, 'es');
    await gotoReady(page, `${origin()}/p/${bought.slug}`);
    await page.locator('summary', { hasText: 'Opiniones de clientes' }).click();

    await page.getByRole('link', { name: 'ESCRIBIR UNA RESEÑA' }).click();
    await page.waitForURL(`${origin()}/auth?next=${encodeURIComponent(`/p/${bought.slug}`)}`);
    await signIn(page, 'es', 'shopper@neonkeys.local', 'Shopper!2345', `/p/${bought.slug}`);
    await page.locator('summary', { hasText: 'Opiniones de clientes' }).click();

    await page.getByText(/^Reseñaste este producto el /).waitFor();
    const mine = page.getByTestId('review').filter({ hasText: comment });
    expect(await mine.getByText('Compra verificada').isVisible()).toBe(true);
  });

  it('lets staff hide the review after confirming, which takes it out of the count and the public list (phone, es)', async () => {
    const page = await visitor(phone, 'es');
    await gotoReady(page, `${origin()}/auth?next=${encodeURIComponent(`/p/${bought.slug}`)}`);
    await signIn(page, 'es', 'staff@neonkeys.local', 'Staff!2345', `/p/${bought.slug}`);
    await page.locator('summary', { hasText: 'Opiniones de clientes' }).click();
    await page.getByText('Solo quienes compraron este producto pueden reseñarlo.').waitFor();

    const mine = page.getByTestId('review').filter({ hasText: comment });
    await mine.getByRole('button', { name: 'Ocultar' }).click();
    await mine.getByText('¿Ocultar esta reseña a los compradores? Dejará de contar en la valoración.').waitFor();
    await mine.getByRole('button', { name: 'Ocultar reseña' }).click();

    await mine.getByText('Oculta para los compradores').waitFor();
    expect(await mine.getByRole('button', { name: 'Volver a mostrar' }).isVisible()).toBe(true);
    // Back to the count before the review; with none left, the words for no reviews instead of a score.
    const before = bought.reviewCount;
    await page.locator('.pdp-rating').getByText(before === 0 ? 'Aún sin reseñas' : `(${before} ${before === 1 ? 'reseña' : 'reseñas'})`).waitFor();
    const listed = (await (await fetch(`${origin()}/api/products/${bought.productId}/reviews`)).json()) as ReviewPage;
    expect(listed.items.map((r) => r.comment)).not.toContain(comment);
    expect(listed.count).toBe(bought.reviewCount);
  });
});
