import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail, ProductPage } from '../../shared/catalog/catalog-views';
import type { ReviewPage } from '../../shared/storefront/storefront-views';
import { authMessages } from '../../web/src/features/auth/messages';
import { cartMessages } from '../../web/src/features/cart/messages';
import { productMessages } from '../../web/src/features/product/messages';
import { categoryTerms, editionTerms, regionTerms, requirementTerms, tagTerms } from '../../web/src/lib/i18n/catalog-terms';
import { languageStorageKey } from '../../web/src/lib/i18n/languages';
import { productTypeLabels } from '../../web/src/lib/i18n/product-type-labels';
import { followRequests, gotoReady, settled, useStoreInBrowser } from './browser';
import { commonEnglishWords } from './common-english-words';
import { brandNames, identicalInPortuguese, identicalInSpanish, loanwords } from './english-allow-list';
import { englishWords, type EnglishWordRules } from './english-words';

type Language = 'es' | 'pt';
interface Finding {
  word: string;
  where: string;
  context: string;
}

/** One line per English word: the pages (and sizes) that show it, and where on the first of them. */
function report(found: readonly Finding[]): string[] {
  const byWord = new Map<string, Finding[]>();
  for (const finding of found) byWord.set(finding.word, [...(byWord.get(finding.word) ?? []), finding]);
  return [...byWord].map(([word, all]) => `"${word}" on ${[...new Set(all.map((f) => f.where))].join(', ')}: …${all[0]!.context}…`);
}
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Size = keyof typeof sizes;
const shopper = { email: 'shopper@neonkeys.local', password: 'Shopper!2345', name: 'Jordan Shopper' };

// One product page per product type; the key is a PC game, so it has system requirements.
const productPages = {
  key: 'starfall-odyssey',
  gift_card: 'steam-wallet-gift-card',
  account: 'crownfall-arena-battle-net-account',
  subscription: 'nintendo-switch-online',
  dlc: 'starfall-odyssey-shattered-nebula',
  software: 'aegis-shield-antivirus',
} as const;

// Every storefront message set: the interface's own English words join the common words, so an English label that
// no common-word list holds ('Redeem', 'Deluxe') is caught too.
const messageModules = import.meta.glob<Record<string, unknown>>('../../web/src/**/messages.ts', { eager: true });
type Tables = Record<string, Record<string, string>>;
const isTables = (value: unknown): value is Tables => typeof value === 'object' && value !== null && 'en' in value && 'es' in value && 'pt' in value;
const byLanguage = (terms: Record<string, Record<string, string>>): Tables => ({
  en: Object.fromEntries(Object.entries(terms).map(([k, v]) => [k, v.en!])),
  es: Object.fromEntries(Object.entries(terms).map(([k, v]) => [k, v.es!])),
  pt: Object.fromEntries(Object.entries(terms).map(([k, v]) => [k, v.pt!])),
});
const interfaceTables: Tables[] = [
  ...Object.values(messageModules).flatMap((exports) => Object.values(exports).filter(isTables)),
  productTypeLabels,
  ...[categoryTerms, regionTerms, requirementTerms, editionTerms, tagTerms].map(byLanguage),
];
const wordsOf = (texts: Iterable<string>) => new Set([...texts].flatMap((t) => t.toLowerCase().match(/\p{L}+/gu) ?? []));

/** English words of the interface that its translation in `language` does not use itself (so 'DLC' or 'Global' are not). */
function interfaceEnglish(language: Language): Set<string> {
  const used = wordsOf(interfaceTables.flatMap((t) => Object.values(t[language] ?? {})));
  return new Set([...wordsOf(interfaceTables.flatMap((t) => Object.values(t.en ?? {})))].filter((w) => !used.has(w)));
}

const allowed: Record<Language, ReadonlySet<string>> = {
  es: new Set([...identicalInSpanish, ...loanwords]),
  pt: new Set([...identicalInPortuguese, ...loanwords]),
};

describe('translation coverage', () => {
  const store = useStoreInBrowser('translation-coverage');
  const names: Record<Language, string[]> = { es: [], pt: [] };
  const english = { es: new Set<string>(), pt: new Set<string>() };

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${store.url}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    const cards: ProductCard[] = [];
    let cursor: string | null = null;
    do {
      const page: ProductPage = await api(`/api/products?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      cards.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const details = await Promise.all(cards.map((c) => api<ProductDetail>(`/api/products/by-slug/${c.slug}`)));
    const reference = await api<{ platforms: { name: string }[] }>('/api/reference-data');
    // Reviews are what shoppers wrote, shown as written: their words and names are read like names.
    const visited = details.filter((d) => (Object.values(productPages) as string[]).includes(d.slug));
    const reviewsOf = async (productId: string) => {
      const items: ReviewPage['items'] = [];
      let next: string | null = null;
      do {
        const page: ReviewPage = await api(`/api/products/${productId}/reviews?limit=50${next ? `&cursor=${encodeURIComponent(next)}` : ''}`);
        items.push(...page.items);
        next = page.nextCursor;
      } while (next);
      return items;
    };
    const reviews = (await Promise.all(visited.map((d) => reviewsOf(d.productId)))).flat();
    const written = reviews.flatMap((r) => [r.comment, r.reviewerName, ...r.pros, ...r.cons]);
    // Names as each language shows them: a Spanish page showing an English product name is still caught.
    for (const language of ['es', 'pt'] as const) {
      names[language] = [
        ...details.flatMap((d) => [d.translations?.[language]?.name ?? d.name, d.developer ?? '', d.publisher ?? '']),
        ...reference.platforms.map((p) => p.name),
        ...brandNames,
        ...written,
        shopper.name,
      ];
      english[language] = new Set([...commonEnglishWords, ...interfaceEnglish(language)]);
    }
  });

  const rules = (language: Language): EnglishWordRules => ({ english: english[language], allowed: allowed[language], names: names[language] });

  /** Everything a visitor reads or hears on the page: visible text, the title, the meta description and labels. */
  const pageText = (page: Page) =>
    page.evaluate(() => {
      // Text in <code> is a name the browser stores (a storage key on the cookie page), written as the code spells it.
      const body = document.body.cloneNode(true) as HTMLElement;
      for (const code of body.querySelectorAll('code')) code.remove();
      document.documentElement.append(body);
      const text = body.innerText;
      body.remove();
      const parts = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '', text];
      for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
        for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) parts.push(element.getAttribute(attribute) ?? '');
      }
      return parts.join('\n');
    });

  /** A visitor whose language is `language` from the first page on, as the language menu would leave it. */
  async function visitor(language: Language, size: Size): Promise<Page> {
    const context = await store.newContext({ viewport: sizes[size] });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [languageStorageKey, language] as const);
    const page = await context.newPage();
    followRequests(page);
    return page;
  }

  async function signIn(page: Page, language: Language) {
    const t = authMessages[language];
    await gotoReady(page, `${store.url}/auth`);
    await page.getByRole('tab', { name: t.tabEmail, exact: true }).click();
    const form = page.getByRole('tabpanel');
    await form.getByRole('textbox', { name: t.email, exact: true }).fill(shopper.email);
    await form.getByLabel(t.password, { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await page.waitForURL(`${store.url}/`, { timeout: 15_000 });
  }

  /** The page's text, and on a product page also every tab (desktop) or folded section (phone) opened in turn. */
  async function readPage(page: Page): Promise<string> {
    await settled(page);
    const texts = [await pageText(page)];
    for (const tab of await page.locator('.pdp [role="tab"]').all()) {
      await tab.click();
      texts.push(await pageText(page));
    }
    // Opening a folded section renders its content, as a tap on its summary does.
    if ((await page.locator('.pdp details').count()) > 0) {
      await page.locator('.pdp details').evaluateAll((sections) => sections.forEach((s) => ((s as HTMLDetailsElement).open = true)));
      await settled(page);
      texts.push(await pageText(page));
    }
    return texts.join('\n');
  }

  /** Visits each path (or reads the page as it is, for '') and notes every English word it shows, with where. */
  async function englishOn(page: Page, language: Language, size: Size, paths: readonly string[], label = (path: string) => path): Promise<Finding[]> {
    const found: Finding[] = [];
    for (const path of paths) {
      if (path !== '') await gotoReady(page, `${store.url}${path}`);
      for (const { word, context } of englishWords(await readPage(page), rules(language))) found.push({ word, where: `${label(path)} (${size})`, context });
    }
    return found;
  }

  const browsingPaths = [
    '/',
    ...Object.values(productPages).map((slug) => `/p/${slug}`),
    '/search?q=starfall&platform=steam',
    '/auth',
    '/no-such-page',
  ];
  // Read once per language at desktop size: the browse pages, search grouped by product, trending searches and the
  // store's policy pages (their phone layouts show the same words).
  const widePaths = [
    '/platform/steam',
    '/category/platform-currency',
    '/search?q=steam%20wallet',
    '/search',
    '/help',
    '/contact',
    '/refund-policy',
    '/privacy',
    '/terms',
    '/cookies',
  ];

  /** Puts the key product in the cart with the product page's own button, then reads the cart and checkout. */
  async function cartAndCheckout(page: Page, language: Language, size: Size): Promise<Finding[]> {
    await gotoReady(page, `${store.url}/p/${productPages.key}`);
    await page.getByRole('button', { name: productMessages[language].addToCart }).first().click();
    await gotoReady(page, `${store.url}/cart`);
    await page.getByTestId('cart-line').waitFor();
    const found = await englishOn(page, language, size, [''], () => '/cart');
    await page.getByRole('button', { name: cartMessages[language].checkout }).first().click();
    await page.getByTestId('pay-button').waitFor();
    return [...found, ...(await englishOn(page, language, size, [''], () => '/checkout'))];
  }

  it.each(['desktop', 'phone'] as const)('shows no English word on any Spanish storefront page at %s size, signed out and signed in', async (size) => {
    const page = await visitor('es', size);
    const found = await englishOn(page, 'es', size, size === 'desktop' ? [...browsingPaths, ...widePaths] : browsingPaths);
    found.push(...(await cartAndCheckout(page, 'es', size)));

    await signIn(page, 'es');
    found.push(...(await englishOn(page, 'es', size, ['/account', '/account/orders', '/account/keys'])));
    // Paying starts an order; the buyer's order list and the order itself then have lines to show.
    await gotoReady(page, `${store.url}/checkout`);
    await page.getByTestId('pay-button').click();
    await page.waitForURL('**/_local/stripe/pay/**');
    await gotoReady(page, `${store.url}/account/orders`);
    await page.getByTestId('order-row').first().click();
    await page.getByTestId('order-detail').waitFor();
    found.push(...(await englishOn(page, 'es', size, [''], () => '/account/orders/{orderId}')));
    found.push(...(await englishOn(page, 'es', size, ['/account/orders'], () => '/account/orders (with an order)')));

    expect(report(found)).toEqual([]);
  });

  it('shows no English word on the Portuguese browsing pages, cart and checkout', async () => {
    const page = await visitor('pt', 'desktop');
    const found = await englishOn(page, 'pt', 'desktop', [...browsingPaths, ...widePaths]);
    found.push(...(await cartAndCheckout(page, 'pt', 'desktop')));

    expect(report(found)).toEqual([]);
  });

  // Issue 37: options are searchable in the shopper's words, an edition by the editions table and a face value by the
  // variant's own translation. An edition and a face value in each language; the card opens the product with the option found chosen.
  it.each([
    ['es', 'nivel 30', 'Crownfall Arena: cuenta de Battle.net', 'Level 30, ranked-ready'],
    ['es', 'edición deluxe', 'Starfall Odyssey', 'Deluxe Edition'],
    ['pt', 'edição deluxe', 'Starfall Odyssey', 'Deluxe Edition'],
    ['pt', 'nível 30', 'Crownfall Arena: conta Battle.net', 'Level 30, ranked-ready'],
  ] as const)('finds by its %s words ("%s") the product %s with the option %s', async (language, query, product, option) => {
    const page = await visitor(language, 'desktop');

    await gotoReady(page, `${store.url}/search?q=${encodeURIComponent(query)}`);
    const name = page.getByTestId('search-result').getByRole('link', { name: product, exact: true });
    await name.first().waitFor({ timeout: 15_000 });

    const href = await name.first().getAttribute('href');
    expect(new URL(href!, store.url).searchParams.get('edition')).toBe(option);
  });

  it('catches common English words in Spanish text, but not names, allowed words, addresses or model numbers', () => {
    const text =
      'Starfall Odyssey — Edición Deluxe. Add to Cart · Añadir al carrito. Total: 5 €. Escríbenos a help@neonkeys.local o visita store.playstation.com. Intel Core i5-8400 o Ryzen 5 2600X.';
    const found = englishWords(text, { english: commonEnglishWords, allowed: allowed.es, names: ['Starfall Odyssey', ...brandNames] });

    expect(commonEnglishWords.size).toBeGreaterThan(2900);
    expect(found.map((f) => f.word)).toEqual(['add', 'to', 'cart']);
    expect(found[0]!.context).toContain('Add to Cart');
  });
});
