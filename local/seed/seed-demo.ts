import type { Deps } from '../../functions/lib/deps';
import { storeKeyBatches } from '../../functions/inventory/store-keys';
import { seedInventoryIndex } from './seed-inventory-index';
import { syncProductIndex } from '../../functions/search/sync-product-index';
import { userLookupRecord } from '../../functions/identity/user-lookup';
import { productLookup } from '../../functions/catalog-admin/product-record';
import { lookupItems } from '../../functions/lib/lookup/lookup-index';
import type { CredentialStore } from '../identity/credential-store';
import { buildCatalog } from './build-catalog';
import { demoKeyCount, demoKeys } from './demo-keys';
import { demoAccounts } from './seed-data/demo-accounts';
import { variantPlatforms, withCovers, type ImageSink } from './seed-covers';
import { catalogCounterItems, catalogCounts } from '../maintenance/catalog-counts';
import { coveredLanguages } from '../../shared/translations/coverage';

export { demoAccounts, type DemoAccount } from './seed-data/demo-accounts';

export interface SeedSummary {
  /** False when the table already held a catalogue and nothing was written. */
  seeded: boolean;
  platforms: number;
  regions: number;
  languages: number;
  countries: number;
  products: number;
  variants: number;
  keys: number;
  slides: number;
  users: number;
  covers: number;
  durationMs: number;
}

export class PartialSeedError extends Error {
  override name = 'PartialSeedError';
}

type SeedDeps = Deps;

const batchConcurrency = 4;

/**
 * Writes the demo catalogue, its encrypted keys, the demo accounts and the catalogue counters into an empty table, and
 * with an image sink generated covers per product (one per platform and language). Platforms are written last and
 * mark the table as seeded, so running it again (every local start) writes nothing.
 */
export async function seedDemo(deps: SeedDeps, credentials: CredentialStore, images?: ImageSink): Promise<SeedSummary> {
  const started = performance.now();
  const { store } = deps;
  const seeded = await store.entities.platform.query.byId({}).go({ limit: 1 });
  if (seeded.data.length > 0) return { ...emptySummary(), durationMs: Math.round(performance.now() - started) };
  const products = await store.entities.product.query.activeByNewest({}).go({ limit: 1 });
  if (products.data.length > 0) {
    throw new PartialSeedError('The table holds products but no platforms: an earlier seed stopped half-way. Reset local data and start again.');
  }

  const built = buildCatalog(deps.now());
  const variantItems = built.variants.map((v) => ({ productId: v.item.productId, platformId: v.item.platformId }));
  const catalog = { ...built, products: images ? await withCovers(built.products, variantPlatforms(variantItems), images) : built.products };
  const counters = catalogCounterItems(catalogCounts(catalog.products.map((p) => ({ productId: p.productId, isActive: p.isActive ?? true, covered: coveredLanguages(p) })), variantItems, catalog.users.length));
  const options = { concurrency: batchConcurrency };
  // Products go in before any key, so a seed cut short after storing keys is always caught by the check above.
  // Everything after them is independent and overlaps the slow key imports.
  await Promise.all([
    written('products', store.entities.product.put(catalog.products).go(options)),
    written('variants', store.entities.variant.put(catalog.variants.map((v) => v.item)).go(options)),
  ]);
  const stocked = catalog.variants.filter((v) => v.stock === 'in_stock');
  const [imported] = await Promise.all([
    importDemoKeys(deps, stocked),
    written('regions', store.entities.region.put(catalog.regions).go(options)),
    written('languages', store.entities.language.put(catalog.languages).go(options)),
    written('countries', store.entities.country.put(catalog.countries).go(options)),
    written('featured slides', store.entities.featuredSlide.put(catalog.slides).go(options)),
    written('users', store.entities.user.put(catalog.users).go(options)),
    // The demo accounts as a sign-up makes them: found by the back office's user search, and counted.
    written('user search words', store.entities.lookupTerm.put(catalog.users.flatMap((u) => lookupItems(userLookupRecord({ ...u, createdAt: u.createdAt ?? deps.now().toISOString() })))).go(options)),
    written('role records', store.entities.roleRecord.put(catalog.roleRecords).go(options)),
    written('reviews', store.entities.review.put(catalog.reviews).go(options)),
    // What the back office's product screens read: every product's listing entry, slug claim and search terms.
    written('product listings', store.entities.productListing.put(catalog.products.map((p) => ({ productId: p.productId, productType: p.productType, listedAt: p.createdAt! }))).go(options)),
    written('product slugs', store.entities.productSlug.put(catalog.products.map((p) => ({ slug: p.slug, productId: p.productId }))).go(options)),
    written('product lookup terms', store.entities.lookupTerm.put(catalog.products.flatMap((p) => lookupItems(productLookup({ ...p, createdAt: p.createdAt!, searchKeywords: p.searchKeywords ?? [] })))).go(options)),
    written('catalogue counters', store.entities.catalogCounter.put(counters).go(options)),
    store.entities.currencyRates.put(catalog.currencyRates).go(),
    seedInventoryIndex(
      deps,
      catalog.products,
      catalog.variants.map((v) => ({ item: v.item, keys: v.stock === 'in_stock' ? demoKeyCount(v.item.variantId) : 0 })),
    ),
    upsertCredentials(credentials),
  ]);
  await written('platforms', store.entities.platform.put(catalog.platforms).go(options));
  // Search records are derived from the catalogue the same way the index-sync consumer builds them.
  await mapWithLimit(catalog.products, batchConcurrency, (p) => syncProductIndex(deps, p.productId));

  return {
    seeded: true,
    platforms: catalog.platforms.length,
    regions: catalog.regions.length,
    languages: catalog.languages.length,
    countries: catalog.countries.length,
    products: catalog.products.length,
    variants: catalog.variants.length,
    keys: imported,
    slides: catalog.slides.length,
    users: catalog.users.length,
    covers: catalog.products.filter((p) => p.imageUrl).length,
    durationMs: Math.round(performance.now() - started),
  };
}

function emptySummary(): SeedSummary {
  return { seeded: false, platforms: 0, regions: 0, languages: 0, countries: 0, products: 0, variants: 0, keys: 0, slides: 0, users: 0, covers: 0, durationMs: 0 };
}

/** The demo accounts as confirmed users of the local identity service, with the name and country their profiles have. */
async function upsertCredentials(credentials: CredentialStore): Promise<void> {
  // One at a time: each upsert rewrites the users file.
  for (const account of demoAccounts) {
    await credentials.upsert({
      userId: account.userId,
      email: account.email,
      groups: account.groups,
      password: account.password,
      attributes: { name: account.fullName, 'custom:country': account.country },
    });
  }
}

async function written(what: string, write: Promise<{ unprocessed: unknown[] }>): Promise<void> {
  const { unprocessed } = await write;
  if (unprocessed.length > 0) throw new Error(`Seeding ${what} left ${unprocessed.length} items unwritten`);
}

/** All demo keys in one envelope-encryption batch, packed into as few transactions as the 100-item limit allows. */
async function importDemoKeys(deps: SeedDeps, stocked: ReturnType<typeof buildCatalog>['variants']): Promise<number> {
  const batches = stocked.map(({ item, productType, platform }) => ({
    productId: item.productId,
    variantId: item.variantId,
    platformId: item.platformId,
    productType,
    secrets: demoKeys(item.variantId, productType, platform, demoKeyCount(item.variantId)),
  }));
  await storeKeyBatches(deps, batches, 'seed');
  return batches.reduce((sum, b) => sum + b.secrets.length, 0);
}

async function mapWithLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
