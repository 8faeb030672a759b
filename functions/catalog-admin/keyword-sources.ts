import { suggestKeywords } from '../../shared/catalog/keyword-suggestions';
import type { ProductCategory } from '../../shared/catalog/product-draft';
import type { ProductType } from '../../shared/catalog/product';
import { referenceLookup } from '../catalog/reference-lookup';
import { searchLogShards } from '../lib/data/entities/search-log';
import type { Deps } from '../lib/deps';

export interface SuggestionQuery {
  name: string;
  productType?: ProductType | undefined;
  category?: ProductCategory | undefined;
  productId?: string | undefined;
  /** The keywords already chosen, comma-separated. */
  exclude?: string | undefined;
}

const recentDays = 7;
const perShard = 40;

/** Gathers the suggestion sources: the product's platforms (from its variants) and the latest shopper searches. */
export async function keywordSuggestions(deps: Deps, query: SuggestionQuery): Promise<{ suggestions: string[] }> {
  const [platforms, popularQueries] = await Promise.all([platformNames(deps, query.productId), recentQueries(deps, query.name)]);
  return {
    suggestions: suggestKeywords({
      name: query.name,
      productType: query.productType,
      category: query.category,
      platforms,
      popularQueries,
      existing: (query.exclude ?? '').split(','),
    }),
  };
}

async function platformNames(deps: Deps, productId: string | undefined): Promise<string[]> {
  if (!productId) return [];
  const [variants, reference] = await Promise.all([deps.store.entities.variant.query.byProduct({ productId }).go({ pages: 'all', attributes: ['platformId'] }), referenceLookup(deps)]);
  return [...new Set(variants.data.map((v) => reference.platforms.get(v.platformId)?.name).filter((n): n is string => Boolean(n)))];
}

/** The latest searches of the last week (a short Query per shard of the search log) sharing a word with the name, most frequent first. */
async function recentQueries(deps: Deps, name: string): Promise<string[]> {
  const words = new Set(name.toLowerCase().split(/\s+/).filter((w) => w.length >= 3));
  if (words.size === 0) return [];
  const since = new Date(deps.now().getTime() - recentDays * 86_400_000).toISOString();
  const shards = await Promise.all(
    Array.from({ length: searchLogShards }, (_, shard) =>
      deps.store.entities.searchLog.query
        .bySearchedAt({ shard: String(shard) })
        .gte({ searchedAt: since })
        .go({ limit: perShard, order: 'desc', attributes: ['query', 'resultsCount'] }),
    ),
  );
  const counts = new Map<string, number>();
  for (const entry of shards.flatMap((s) => s.data)) {
    const q = entry.query.trim().toLowerCase();
    if (entry.resultsCount > 0 && q.length >= 3 && q.split(/\s+/).some((w) => words.has(w))) counts.set(q, (counts.get(q) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([q]) => q);
}
