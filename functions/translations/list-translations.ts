import type { TranslationPage, TranslationRow } from '../../shared/translations/language-views';
import type { Deps } from '../lib/deps';
import { findByLookup } from '../lib/lookup/lookup-index';
import { productsById } from '../catalog-admin/product-listing';
import { catalogueLanguage } from './catalogue-language';
import { translationRow } from './translation-row';

export interface TranslationQuery {
  language: string;
  state: 'all' | 'missing' | 'outdated';
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** Listing pages one filtered request may read before it answers with what it found and a cursor to go on. */
const maxPagesRead = 10;

/**
 * One page of the Translations editor: products newest first (or those matching a name), each with its fields in the
 * language. Filtered to missing or outdated, it reads listing pages until the page is full or ten pages are read, and
 * answers with a cursor to continue: a bounded read per request, never the catalogue at once.
 */
export async function listTranslations(deps: Pick<Deps, 'store' | 'cursors'>, query: TranslationQuery): Promise<TranslationPage> {
  const language = catalogueLanguage(query.language);
  const wanted = (row: TranslationRow) => query.state === 'all' || row.fields.some((f) => f.state === query.state);
  const items: TranslationRow[] = [];
  let cursor: string | null = query.cursor ?? null;
  let scanned = 0;
  for (let page = 0; page < maxPagesRead && items.length < query.limit; page++) {
    const { ids, nextCursor } = await idsPage(deps, query, cursor);
    const products = await productsById(deps, ids);
    for (const id of ids) {
      const product = products.get(id);
      if (!product) continue;
      scanned += 1;
      const row = translationRow(product, language);
      if (wanted(row)) items.push(row);
    }
    cursor = nextCursor;
    if (!cursor || query.state === 'all') break;
  }
  return { language, items, cursor, scanned };
}

async function idsPage(deps: Pick<Deps, 'store' | 'cursors'>, query: TranslationQuery, cursor: string | null): Promise<{ ids: string[]; nextCursor: string | null }> {
  if (query.q) {
    const found = await findByLookup(deps, 'product', query.q, { cursor: cursor ?? undefined, limit: query.limit });
    return { ids: found.refIds, nextCursor: found.nextCursor };
  }
  const scope = { listing: 'translations', filters: { state: query.state } };
  const page = await deps.cursors.page(cursor, scope, (c) => deps.store.entities.productListing.query.byNewest({}).go({ cursor: c, limit: query.limit, order: 'desc' }));
  return { ids: page.data.map((l) => l.productId), nextCursor: page.nextCursor };
}
