import { platformListingItems } from '../../maintenance/recount-platform-listings';
import { listsOnPlatform } from '../../../functions/search/platform-listings';
import { maskKey } from '../../../shared/catalog/key-mask';
import { sealSecrets } from '../../../functions/lib/adapters/kms/envelope';
import { createDocumentClient } from '../../../functions/lib/data/dynamo-client';
import type { ProductItem } from '../../../functions/lib/data/entities/product';
import { keyIdFor } from '../../../functions/lib/data/entities/product-key';
import type { VariantItem } from '../../../functions/lib/data/entities/variant';
import type { Deps } from '../../../functions/lib/deps';
import { referenceLookup } from '../../../functions/catalog/reference-lookup';
import { toSearchHits } from '../../../functions/search/search-hits';
import { searchLanguages } from '../../../shared/search/index-names';
import { catalogCounterItems, catalogCounts } from '../../maintenance/catalog-counts';
import { salesCounterItems, salesCounts } from '../../maintenance/sales-counts';
import { buildCatalog } from '../build-catalog';
import { demoKeyCount, demoKeys, seededRandom } from '../demo-keys';
import { variantPlatforms, withCovers, type ImageSink } from '../seed-covers';
import { sitemapEntryShard } from '../../../functions/lib/data/entities/sitemap-entry';
import { BatchWriter } from './batch-writer';
import { keyFamily, productFamily, saleEvents, userFamily, type Derived } from './derived-items';
import { orderFamily, orderTotalCents } from './order-family';
import { preorderTallyItems, type CountedEntry } from '../../maintenance/recount-preorders';
import { normaliseKey } from '../../../shared/inventory/key-fingerprint-input';
import { orderStatusCounterItems } from '../../maintenance/recount-order-statuses';
import { userOrderFigures } from '../../maintenance/user-order-figures';
import { orderStatuses, type OrderStatus } from '../../../shared/orders/order-status';
import { generateCatalog } from './generate-catalog';
import { generateOrders, type ScaleKey } from './generate-orders';
import { generateUsers } from './generate-users';
import { coveredLanguages } from '../../../shared/translations/coverage';

export interface ScaleSizes {
  products: number;
  variants: number;
  keys: number;
  orders: number;
  users: number;
}

/** The target store. The demo catalogue seeded first counts towards the products, variants and keys. */
export const fullScale: ScaleSizes = { products: 5000, variants: 20000, keys: 200_000, orders: 100_000, users: 20_000 };

/** Data keys per KMS call: one GenerateDataKey seals this many secrets, as a large import would. */
const secretsPerDataKey = 1000;

/** Real records of the generated store, for benchmarks that need an id or a search term (written as scale-manifest.json). */
export interface ScaleSamples {
  productId: string;
  variantId: string;
  orderId: string;
  orderNumber: string;
  userId: string;
  customerName: string;
  email: string;
  productName: string;
}

/** What was written (the sizes asked for, less what the random draw could not place). */
export interface ScaleSummary extends ScaleSizes {
  samples: ScaleSamples | null;
  items: number;
  phases: Record<string, number>;
  durationMs: number;
}

export interface ScaleOptions {
  sizes: ScaleSizes;
  images: ImageSink;
  log: (line: string) => void;
  /**
   * False when the table holds only the reference data (platforms, regions, languages) and not the demo catalogue and
   * accounts, which are then not counted: a test's small store that skips the demo seed's slow key imports.
   */
  onDemo?: boolean;
}

/**
 * Fills a demo-seeded table with a large, realistic store (see docs/back-office/scale.md): generated in memory from a
 * seeded random source, then written with BatchWriteItem in the entities' own item formats, with every derived item
 * the real write paths keep (lookup terms, purchase records, owned keys, counters, search records).
 */
export async function seedScale(deps: Deps, options: ScaleOptions): Promise<ScaleSummary> {
  const started = performance.now();
  const now = deps.now();
  const random = seededRandom('neonkeys-scale');
  const { log, sizes } = options;
  const phases: Record<string, number> = {};
  const client = createDocumentClient({ endpoint: deps.config.DYNAMODB_ENDPOINT });
  const writer = new BatchWriter(client, deps.store, deps.config.TABLE_NAME);
  const phase = async (name: string, work: () => Promise<void>) => {
    const t = performance.now();
    const before = writer.written;
    await work();
    await writer.flush();
    const ms = Math.round(performance.now() - t);
    phases[name] = ms;
    log(`${name}: ${(writer.written - before).toLocaleString('en-US')} items in ${(ms / 1000).toFixed(1)} s`);
  };

  const demo = options.onDemo === false ? { products: [], variants: [], users: [] } : buildCatalog(now);
  const demoKeysCount = demo.variants.filter((v) => v.stock === 'in_stock').reduce((n, v) => n + demoKeyCount(v.item.variantId), 0);
  const generated = generateCatalog(random, now, {
    products: Math.max(0, sizes.products - demo.products.length),
    variants: Math.max(0, sizes.variants - demo.variants.length),
    keys: Math.max(0, sizes.keys - demoKeysCount),
  });
  const platformsOf = variantPlatforms(generated.flatMap((p) => p.variants.map((v) => ({ productId: p.productId, platformId: v.platformId }))));
  const covered = await withCovers(generated, platformsOf, options.images, 16);
  const products = generated.map((p, i) => Object.assign(p, { imageUrl: covered[i]!.imageUrl }));
  const users = generateUsers(random, now, sizes.users);
  const keysByVariant = new Map<string, ScaleKey[]>();
  // Each key's fingerprint as the import claims it: a key that repeats an earlier one, the demo's included (two account
  // logins can), is refused there, so it is left out here too.
  const fingerprinted = new Set<string>();
  for (const { item, productType, platform } of demo.variants.filter((v) => v.stock === 'in_stock')) {
    const secrets = demoKeys(item.variantId, productType, platform, demoKeyCount(item.variantId));
    for (const print of await deps.keyFingerprints.fingerprints(item.platformId, secrets.map((secret) => normaliseKey(secret, productType)))) fingerprinted.add(print);
  }
  for (const product of products) {
    for (const variant of product.variants) {
      const secrets = demoKeys(variant.variantId, product.productType, variant.platformId, variant.keyCount);
      const prints = await deps.keyFingerprints.fingerprints(variant.platformId, secrets.map((secret) => normaliseKey(secret, product.productType)));
      const keys = secrets.flatMap((secret, i) => {
        const fingerprint = prints[i]!;
        if (fingerprinted.has(fingerprint)) return [];
        fingerprinted.add(fingerprint);
        return [{ keyId: keyIdFor(fingerprint), variantId: variant.variantId, productId: product.productId, secret, fingerprint, maskedKey: maskKey(secret), status: 'available' as const, createdAt: variant.createdAt }];
      });
      keysByVariant.set(variant.variantId, keys);
    }
  }
  const orders = generateOrders(random, now, { count: sizes.orders, products, keysByVariant, users });
  log(`generated ${products.length.toLocaleString('en-US')} products, ${users.length.toLocaleString('en-US')} users, ${orders.length.toLocaleString('en-US')} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const available = new Map([...keysByVariant].map(([id, keys]) => [id, keys.filter((k) => k.status === 'available').length]));
  await phase('products and variants', () => each(products, (p) => writer.add(productFamily(p, (id) => available.get(id) ?? 0, now.toISOString()))));
  // Every generated processing order is one held for review (generate-orders.ts), which the buyer's figures skip.
  const figures = userOrderFigures(orders.map((o) => ({ userId: o.user?.userId, status: o.status, paidAt: o.paidAt, heldReason: o.status === 'processing' ? 'held' : undefined, totalCents: orderTotalCents(o) })));
  await phase('users', () => each(users, (u) => writer.add(userFamily(u, figures.get(u.userId)))));
  await phase('keys (envelope-encrypted)', async () => {
    const keys = [...keysByVariant.values()].flat();
    for (let i = 0; i < keys.length; i += secretsPerDataKey) {
      const chunk = keys.slice(i, i + secretsPerDataKey);
      const sealed = await sealSecrets(deps.keyCipher, chunk.map((k) => k.secret));
      await writer.add(chunk.flatMap((key, j) => keyFamily(key, { ...sealed[j]! })));
      if ((i / secretsPerDataKey) % 50 === 49) log(`  keys: ${(i + chunk.length).toLocaleString('en-US')} of ${keys.length.toLocaleString('en-US')}`);
    }
  });
  // The queue entries the orders wrote, for the back office's waiting tallies (as settling keeps them).
  const queued: CountedEntry[] = [];
  await phase('orders', async () => {
    for (let i = 0; i < orders.length; i++) {
      const family = orderFamily(orders[i]!);
      for (const d of family) if (d.entity === 'preorderEntry') queued.push(d.item as unknown as CountedEntry);
      await writer.add(family);
      if (i % 20_000 === 19_999) log(`  orders: ${(i + 1).toLocaleString('en-US')} of ${orders.length.toLocaleString('en-US')}`);
    }
  });
  await phase('counters and order sequences', async () => {
    const allProducts = [...demo.products.map((p) => ({ productId: p.productId, isActive: p.isActive ?? true, covered: coveredLanguages(p) })), ...products];
    const allVariants = [...demo.variants.map((v) => v.item), ...products.flatMap((p) => p.variants)];
    const counters: Derived[] = [
      ...catalogCounterItems(catalogCounts(allProducts, allVariants, demo.users.length + users.length)).map((item) => ({ entity: 'catalogCounter' as const, item })),
      ...salesCounterItems(salesCounts(orders.flatMap(saleEvents))).map((item) => ({ entity: 'salesCounter' as const, item })),
      ...orderSequences(orders.map((o) => o.orderNumber)).map((item) => ({ entity: 'orderSequence' as const, item })),
      ...orderStatusCounterItems(statusCounts(orders.map((o) => o.status))).map((item) => ({ entity: 'orderStatusCounter' as const, item })),
      ...preorderTallyItems(queued).map((item) => ({ entity: 'preorderTally' as const, item })),
    ];
    await writer.add(counters);
  });
  await phase('search records', async () => {
    const reference = await referenceLookup(deps);
    const recordIds = new Set<string>();
    for (const product of products) {
      const records = searchRecords(writer, product, (id) => available.get(id) ?? 0, reference, now);
      for (const r of records) if (r.entity === 'searchRecord' && listsOnPlatform(r.item.hit as { in_stock: boolean })) recordIds.add(String(r.item.objectID));
      await writer.add(records);
    }
    // The platform strip's counters, as the index sync keeps them beside the records.
    const listings = platformListingItems(products.flatMap((p) => p.variants), recordIds);
    await writer.add(listings.markers.map((item) => ({ entity: 'listedPlatform' as const, item })));
    // Added to, not overwritten: the demo catalogue's products are listed on the same platforms.
    await writer.flush();
    for (const c of listings.counts) await deps.store.entities.listedPlatformCount.update({ platformId: c.platformId }).add({ count: c.count }).go();
  });

  const order = [...orders].reverse().find((o) => o.status === 'completed' && o.user);
  const samples = order && {
    productId: order.lines[0]!.product.productId,
    variantId: order.lines[0]!.variant.variantId,
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    userId: order.user!.userId,
    customerName: order.user!.fullName,
    email: order.user!.email,
    productName: order.lines[0]!.product.name,
  };
  const written = {
    products: demo.products.length + products.length,
    variants: demo.variants.length + products.reduce((n, p) => n + p.variants.length, 0),
    keys: demoKeysCount + [...keysByVariant.values()].reduce((n, k) => n + k.length, 0),
    orders: orders.length,
    users: users.length,
  };
  return { ...written, samples: samples ?? null, items: writer.written, phases, durationMs: Math.round(performance.now() - started) };
}

function statusCounts(statuses: readonly OrderStatus[]) {
  const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const status of statuses) counts[status] += 1;
  return counts;
}

/** The year's last order number, so checkouts after the seed carry on from it. */
function orderSequences(numbers: readonly string[]) {
  const last = new Map<string, number>();
  for (const number of numbers) {
    const [, year, sequence] = number.split('-');
    last.set(year!, Math.max(last.get(year!) ?? 0, Number(sequence)));
  }
  return [...last].map(([year, value]) => ({ year, last: value }));
}

/** The product's search records, as the index sync builds them from the stored product and variants. */
function searchRecords(
  writer: BatchWriter,
  product: Parameters<typeof productFamily>[0],
  availableKeys: (variantId: string) => number,
  reference: Awaited<ReturnType<typeof referenceLookup>>,
  now: Date,
): Derived[] {
  const stored = productFamily(product, availableKeys, now.toISOString()).filter((d) => d.entity === 'product' || d.entity === 'variant').map((d) => ({ entity: d.entity, item: writer.stored(d) }));
  const item = stored.find((s) => s.entity === 'product')!.item as unknown as ProductItem;
  const variants = stored.filter((s) => s.entity === 'variant').map((s) => s.item as unknown as VariantItem);
  const hits = toSearchHits(item, variants, reference, now);
  const byObject = new Map<string, Record<string, unknown>>();
  for (const hit of hits) byObject.set(hit.objectID, { ...byObject.get(hit.objectID), [hit.language]: hit });
  const records: Derived[] = [...byObject]
    .filter(([, perLanguage]) => searchLanguages.every((l) => perLanguage[l]))
    .map(([objectID, perLanguage]) => ({ entity: 'searchRecord' as const, item: { objectID, productId: product.productId, hit: perLanguage.en, hits: perLanguage } }));
  // Its page for the sitemaps, as the index sync keeps it beside the records.
  if (records.length) records.push({ entity: 'sitemapEntry', item: { shard: sitemapEntryShard(product.productId), productId: product.productId, slug: item.slug, lastmod: item.updatedAt } });
  return records;
}

async function each<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (const item of items) await work(item);
}
