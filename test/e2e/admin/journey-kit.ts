import type { BrowserContextOptions, Page } from 'playwright-core';
import { productSpecs } from '../../../local/seed/seed-data/products';
import type { ProductDetail, ProductPage } from '../../../shared/catalog/catalog-views';
import type { StoreInBrowser } from '../browser';
import { demoAdmin, demoStaff, signInAs } from '../demo-sign-in';

const seededSlugs = new Set(productSpecs.map((spec) => spec.slug));

/**
 * What the admin journeys of one store share: one signed-in admin and one employee session (signing in is not what
 * they prove; the shell journeys, which do prove it, sign in on their own), and the demo catalogue as the storefront
 * shows it. Only seeded products are offered, never those another journey created, so no journey buys or edits
 * what another made.
 */
export function adminJourneyKit(store: StoreInBrowser) {
  let admin: Promise<Page> | undefined;
  let staff: Promise<Page> | undefined;
  let catalogue: Promise<ProductDetail[]> | undefined;
  // The shared sessions outlive the test that first asks for them; every other context closes after its test.
  const forFile = {
    get url() {
      return store.url;
    },
    newContext: (options: BrowserContextOptions) => store.newContext(options, { forFile: true }),
  };

  async function loadCatalogue(): Promise<ProductDetail[]> {
    const list = (await (await fetch(`${store.url}/api/products?limit=100`)).json()) as ProductPage;
    const seeded = list.items.filter((card) => seededSlugs.has(card.slug));
    return Promise.all(seeded.map(async (card) => (await (await fetch(`${store.url}/api/products/by-slug/${card.slug}`)).json()) as ProductDetail));
  }

  return {
    asAdmin: () => (admin ??= signInAs(forFile, demoAdmin)),
    asStaff: () => (staff ??= signInAs(forFile, demoStaff)),
    /** The seeded products that pass the test, in the storefront's order, as read when the kit was first asked. */
    async demoProducts(test: (p: ProductDetail) => boolean): Promise<[ProductDetail, ...ProductDetail[]]> {
      const [first, ...rest] = (await (catalogue ??= loadCatalogue())).filter(test);
      if (!first) throw new Error('The demo catalogue has no such product');
      return [first, ...rest];
    },
  };
}

export type AdminJourneyKit = ReturnType<typeof adminJourneyKit>;

/** A seeded product a guest or shopper can buy at once from this machine (the local gateway places visitors in the US). */
export const buyableNow = (p: ProductDetail) => p.variants[0]?.stockState === 'in_stock' && p.variants[0].region.code === 'GLOBAL';

/** Pays on the local Stripe's payment page with the test card that succeeds. */
export async function payWithTestCard(page: Page, cardholder: string): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill(cardholder);
  await page.getByRole('button', { name: /^Pay/ }).click();
}
