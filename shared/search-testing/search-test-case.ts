import type { ProductType } from '../catalog/product';
import type { SearchLanguage } from '../search/index-names';

/** What a test narrows the search to (intelligence §3: platform, categories, product_type); each optional. */
export interface SearchTestFilters {
  platform?: string;
  category?: string;
  productType?: ProductType;
}

/**
 * One stored search test (intelligence §3 search test case). A test passes when the search finds at least
 * `expectedResults` products (§4); beyond the spec, `expectedTop` names product slugs that should be the first results.
 */
export interface SearchTestCase {
  testId: string;
  query: string;
  expectedResults: number;
  language: SearchLanguage;
  filters: SearchTestFilters;
  description: string;
  /** Product slugs the query should rank first, in any order among themselves: each must be within the top `expectedTop.length`. */
  expectedTop: string[];
  builtIn: boolean;
  createdAt: string | null;
}

/** The stored custom tests a store may keep; the list is one partition read, never more than this. */
export const maxCustomSearchTests = 100;
/** At most this many expected top results per test. */
export const maxExpectedTop = 5;
/** Intelligence §9: the pause between tests of a run. */
export const searchTestPauseMs = 500;

/** Intelligence §4: a custom test is added with 1 expected result, in English, described 'Custom: {query}'. */
export const customTestDefaults = { expectedResults: 1, language: 'en' as const satisfies SearchLanguage };
export const customTestDescription = (query: string) => `Custom: ${query}`;

const builtIn = (n: number, test: Omit<SearchTestCase, 'testId' | 'builtIn' | 'createdAt'>): SearchTestCase => ({ ...test, testId: `builtin-${n}`, builtIn: true, createdAt: null });

/**
 * Intelligence §9's five built-in tests, with its expected counts 10, 5, 8, 15 and 3. The spec does not name their
 * queries; these are what a shopper of the store types most: a platform, gift cards, one platform filtered, accounts,
 * and the Spanish storefront's gift cards. Built-in tests are part of the code, so they cannot be deleted.
 */
export const builtInSearchTests: readonly SearchTestCase[] = [
  builtIn(1, { query: 'steam', expectedResults: 10, language: 'en', filters: {}, description: 'Platform name: everything for Steam', expectedTop: ['steam-wallet-gift-card'] }),
  builtIn(2, { query: 'gift card', expectedResults: 5, language: 'en', filters: { productType: 'gift_card' }, description: 'Gift cards, narrowed to the gift card type', expectedTop: [] }),
  builtIn(3, { query: 'xbox', expectedResults: 8, language: 'en', filters: { platform: 'xbox' }, description: 'Platform filter: Xbox products', expectedTop: ['xbox-gift-card', 'xbox-game-pass-ultimate'] }),
  builtIn(4, { query: 'account', expectedResults: 15, language: 'en', filters: {}, description: 'Game accounts across platforms', expectedTop: [] }),
  builtIn(5, { query: 'tarjeta regalo', expectedResults: 3, language: 'es', filters: {}, description: 'Spanish storefront: gift cards', expectedTop: [] }),
];

export const isBuiltInTestId = (testId: string) => builtInSearchTests.some((t) => t.testId === testId);
