import { searchLanguages } from '../../shared/search/index-names';
import type { SearchHit } from '../../shared/search/search-hit';
import { referenceLookup } from '../catalog/reference-lookup';
import type { Deps } from '../lib/deps';
import { featuredRankOf, featuredRanks } from './featured-ranks';
import { sitemapEntryShard } from '../lib/data/entities/sitemap-entry';
import { listsOnPlatform, syncPlatformListings } from './platform-listings';
import { toSearchHits } from './search-hits';

/** What a product's search records should become: every language's records, and the variants whose records go. */
export interface ProductSyncPlan {
  productId: string;
  records: SearchHit[];
  removed: string[];
  /** The platforms of the variants whose records list the product there (`listsOnPlatform`: in stock). */
  platformIds: string[];
  /** Its page for the sitemaps while it has records (on sale), else null. */
  page: { slug: string; lastmod: string } | null;
}

/** Reads the catalogue and the product's current search records and works out the change; writes nothing. */
export async function planProductSync(deps: Deps, productId: string, ranks?: Map<string, number>): Promise<ProductSyncPlan> {
  // Strongly consistent: a writer's own message can arrive within milliseconds of its write, and a plan made from the
  // item before it would be pushed as the product's current state.
  const [collection, existing, reference, featured] = await Promise.all([
    deps.store.collections.productWithVariants({ productId }).go({ pages: 'all', consistent: true }),
    deps.store.entities.searchRecord.query.byProduct({ productId }).go({ pages: 'all', consistent: true }),
    referenceLookup(deps),
    ranks ?? featuredRanks(deps),
  ]);
  const product = collection.data.product[0];
  const records = product ? toSearchHits(product, collection.data.variant, reference, deps.now(), featuredRankOf(product, featured)) : [];
  const keep = new Set(records.map((r) => r.objectID));
  const buyable = new Set(records.filter(listsOnPlatform).map((r) => r.objectID));
  const platformIds = [...new Set(collection.data.variant.filter((v) => buyable.has(v.variantId)).map((v) => v.platformId))];
  const page = product && records.length ? { slug: product.slug, lastmod: product.updatedAt } : null;
  return { productId, records, removed: existing.data.map((r) => r.objectID).filter((id) => !keep.has(id)), platformIds, page };
}

/** Keeps the table's search records (the truth the full reindex reads) and the product's platform listings in line with a plan. */
export async function saveSearchRecords(deps: Deps, plan: ProductSyncPlan): Promise<void> {
  const { searchRecord } = deps.store.entities;
  const items = byVariant(plan.records).map((hits) => ({ objectID: hits.en.objectID, productId: plan.productId, hit: hits.en, hits }));
  if (items.length) await searchRecord.put(items).go();
  if (plan.removed.length) await searchRecord.delete(plan.removed.map((objectID) => ({ productId: plan.productId, objectID }))).go();
  const shard = sitemapEntryShard(plan.productId);
  await (plan.page
    ? deps.store.entities.sitemapEntry.put({ shard, productId: plan.productId, ...plan.page }).go()
    : deps.store.entities.sitemapEntry.delete({ shard, productId: plan.productId }).go());
  await syncPlatformListings(deps, plan.productId, new Set(plan.platformIds));
}

/** Rebuilds a product's search records in the table only (the seed, and tests of readers of the records). */
export async function syncProductIndex(deps: Deps, productId: string): Promise<ProductSyncPlan> {
  const plan = await planProductSync(deps, productId);
  await saveSearchRecords(deps, plan);
  return plan;
}

type LanguageHits = Record<(typeof searchLanguages)[number], SearchHit>;

function byVariant(records: SearchHit[]): LanguageHits[] {
  const variants = new Map<string, Partial<LanguageHits>>();
  for (const record of records) variants.set(record.objectID, { ...variants.get(record.objectID), [record.language]: record });
  return [...variants.values()].filter((hits): hits is LanguageHits => searchLanguages.every((l) => hits[l]));
}
