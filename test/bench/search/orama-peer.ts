// The peer engine of the benchmark: Orama over the same records, asked the closest equivalent of each query.
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import type { IndexRecord } from './generate-records';
import { resultsPageFacets, type BenchQuery } from './query-mix';

const schema = {
  name: 'string',
  alternative_phrases: 'string[]',
  platform: { name: 'string', code: 'enum' },
  region: { code: 'enum' },
  categories: 'string[]',
  description: 'string',
  categories_without_path: 'enum[]',
  developer: 'enum',
  publisher: 'enum',
  product_type: 'enum',
  in_stock: 'boolean',
  is_preorder: 'boolean',
  price: { USD: 'number' },
  price_range: 'enum',
  popularity: 'number',
} as const;

type Where = Record<string, unknown>;

// Orama has no filter language: each filter of the query mix, written as Orama's where clause.
const whereFor: Record<string, Where> = {
  'platform.code:steam': { 'platform.code': { eq: 'steam' } },
  'price.USD < 30': { 'price.USD': { lt: 30 } },
  '(platform.code:xbox OR platform.code:playstation) AND region.code:EU': { 'platform.code': { in: ['xbox', 'playstation'] }, 'region.code': { eq: 'EU' } },
  'price.USD:10 TO 40 AND NOT region.code:JP': { 'price.USD': { between: [10, 40] }, 'region.code': { nin: ['JP'] } },
  'categories_without_path:RPG': { categories_without_path: { containsAny: ['RPG'] } },
  'product_type:dlc': { product_type: { eq: 'dlc' } },
  'is_preorder:true': { is_preorder: true },
  'platform.code:nintendo AND price.USD >= 20': { 'platform.code': { eq: 'nintendo' }, 'price.USD': { gte: 20 } },
};

/** Builds an Orama database of the records; null facet values are left out, as Orama's enums take no null. */
export async function buildOrama(records: readonly IndexRecord[]): Promise<AnyOrama> {
  const db = create({ schema });
  const docs = records.map((r) => ({
    ...r,
    developer: r.developer ?? undefined,
    publisher: r.publisher ?? undefined,
  }));
  await insertMultiple(db, docs as never[], 1000);
  return db;
}

/**
 * One results-page query: the searchable properties, tolerance 1 (Orama has one edit distance for every term, where
 * Algolia allows 1 typo from 4 characters and 2 from 8), prefix matching (Orama's default), the in-stock filter and
 * the query's own, 24 hits and the seven facets. Orama has no built-in highlighting or snippets.
 */
export async function searchOrama(db: AnyOrama, q: BenchQuery) {
  const where = { in_stock: true, ...(q.filters ? whereFor[q.filters] : {}) };
  if (q.filters && !whereFor[q.filters]) throw new Error(`No Orama equivalent of the filter ${q.filters}`);
  return search(db, {
    term: q.query,
    properties: ['name', 'alternative_phrases', 'platform.name', 'categories', 'description'],
    boost: { name: 5, alternative_phrases: 4, 'platform.name': 3, categories: 2 },
    tolerance: 1,
    // 0 keeps only documents that match every term, as Algolia does; Orama's default returns any-term matches.
    threshold: 0,
    where: where as never,
    limit: 24,
    offset: 0,
    facets: Object.fromEntries(resultsPageFacets.map((f) => [f, { limit: 100 }])),
  });
}
