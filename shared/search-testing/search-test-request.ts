import * as z from 'zod';
import { productTypes } from '../catalog/product';
import { safeText } from '../http/safe-text';
import { maxLoggedQueryLength } from '../search/search-log-entry';
import { searchLanguages } from '../search/index-names';
import { customTestDefaults, maxCustomSearchTests, maxExpectedTop } from './search-test-case';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A product slug is lowercase letters, digits and hyphens').max(200);
const facetValue = safeText().min(1).max(64);

/** What a test narrows its search to. */
export const searchTestFiltersSchema = z.strictObject({
  platform: facetValue.optional(),
  category: facetValue.optional(),
  productType: z.enum(productTypes).optional(),
});

/** Add Test (intelligence §4, §5): the trimmed query is required; the rest defaults to 1 result, English, 'Custom: {query}'. */
export const addSearchTestSchema = z.strictObject({
  query: safeText()
    .transform((q) => q.trim())
    .pipe(z.string().min(1, 'Enter a search query').max(maxLoggedQueryLength, `A query is at most ${maxLoggedQueryLength} characters`)),
  expectedResults: z.number().int().min(0).max(1000).default(customTestDefaults.expectedResults),
  language: z.enum(searchLanguages).default(customTestDefaults.language),
  filters: searchTestFiltersSchema.default({}),
  description: safeText().max(200).optional(),
  expectedTop: z.array(slug).max(maxExpectedTop, `At most ${maxExpectedTop} expected top results`).default([]),
});
export type AddSearchTest = z.output<typeof addSearchTestSchema>;

const testId = z.string().regex(/^(builtin-[1-9]|[0-9A-HJKMNP-TV-Z]{26})$/, 'Not a search test id.');
export const searchTestIdSchema = testId;

/** One test's outcome as the browser's run measured it through the storefront's search client. */
export const searchTestResultSchema = z.strictObject({
  testId,
  actualResults: z.number().int().min(0).max(10_000_000),
  /** The products found, in rank order (the first page), for the rank checks. */
  topSlugs: z.array(slug).max(24),
  /** Round trip seen by the browser. */
  responseTimeMs: z.number().min(0).max(120_000),
  /** Engine time the search answer reported (`processingTimeMS`). */
  engineTimeMs: z.number().min(0).max(120_000).nullable(),
  /** Intelligence §8: a test whose search failed is recorded as failed with its message. */
  error: safeText().max(500).nullable(),
});

/** Run All Tests' outcome, saved so the Results tab and summary cards outlive the page. */
export const saveSearchTestRunSchema = z.strictObject({
  startedAt: z.iso.datetime({ offset: true }),
  results: z.array(searchTestResultSchema).min(1).max(maxCustomSearchTests + 5),
});
export type SaveSearchTestRun = z.output<typeof saveSearchTestRunSchema>;
