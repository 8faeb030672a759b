import type { Deps } from '../lib/deps';
import { backoffMs, onlyConflicts, pause } from '../orders/transaction-types';

const maxAttempts = 6;

/**
 * Whether a search record lists its product on its platform: only when it is in stock, since the storefront's search
 * always filters `in_stock:true` (storefront §5) and a platform's count is what a shopper browsing it finds. The one
 * rule for the index sync, the start-up backfill, the recount and the scale seed.
 */
export const listsOnPlatform = (hit: { in_stock: boolean }): boolean => hit.in_stock;

/** Which platforms a product joins and leaves, given the platforms it is listed on and those its records now have. */
export function listingChanges(listed: ReadonlySet<string>, now: ReadonlySet<string>): { joined: string[]; left: string[] } {
  return { joined: [...now].filter((p) => !listed.has(p)).sort(), left: [...listed].filter((p) => !now.has(p)).sort() };
}

/**
 * Brings a product's `listedPlatform` markers and the platforms' `listedPlatformCount` in line with the platforms its
 * search records are on. One transaction per change: the marker created only if absent (or deleted only if present)
 * with the counter's ±1, so a racing sync of the same product that made the change first cancels this one, which
 * then reads again and finds nothing left to do. Most syncs (a price, a stock count) change nothing and write nothing.
 */
export async function syncPlatformListings(deps: Pick<Deps, 'store'>, productId: string, platformIds: ReadonlySet<string>): Promise<void> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const markers = await deps.store.entities.listedPlatform.query.byProduct({ productId }).go({ consistent: true, pages: 'all' });
    const { joined, left } = listingChanges(new Set(markers.data.map((m) => m.platformId)), platformIds);
    if (joined.length === 0 && left.length === 0) return;
    let contended = false;
    for (const [platformId, joins] of [...joined.map((p) => [p, true] as const), ...left.map((p) => [p, false] as const)]) {
      const result = await deps.store.transaction
        .write(({ listedPlatform, listedPlatformCount }) => [
          joins
            ? listedPlatform.create({ productId, platformId }).commit()
            : listedPlatform
                .delete({ productId, platformId })
                .where(({ platformId: id }, { exists }) => exists(id))
                .commit(),
          listedPlatformCount
            .update({ platformId })
            .add({ count: joins ? 1 : -1 })
            .commit(),
        ])
        .go();
      if (result.canceled) contended ||= onlyConflicts(result.data as readonly { rejected: boolean; code?: string | undefined }[]);
    }
    if (!contended) return;
    await pause(backoffMs(attempt));
  }
}

/** Products on sale per platform, for the given platforms: one BatchGet of their counters. */
export async function listedCounts(deps: Pick<Deps, 'store'>, platformIds: readonly string[]): Promise<Map<string, number>> {
  if (platformIds.length === 0) return new Map();
  const found = await deps.store.entities.listedPlatformCount.get(platformIds.map((platformId) => ({ platformId }))).go();
  return new Map(found.data.map((c) => [c.platformId, c.count]));
}

/**
 * The listings a set of (product, platform) pairs makes: one marker per distinct pair and each platform's count of
 * them. The one rule for the backfill below, the recount and the scale seed (local/maintenance/recount-platform-listings.ts).
 */
export function listingItems(pairs: Iterable<{ productId: string; platformId: string }>) {
  const markers = new Map<string, { productId: string; platformId: string }>();
  for (const { productId, platformId } of pairs) markers.set(`${productId}#${platformId}`, { productId, platformId });
  const counts = new Map<string, number>();
  for (const m of markers.values()) counts.set(m.platformId, (counts.get(m.platformId) ?? 0) + 1);
  return { markers: [...markers.values()], counts: [...counts].map(([platformId, count]) => ({ platformId, count })) };
}

/**
 * For a table written before listings were kept: when no platform has a counter yet, writes every product's markers
 * and the counts from the search records the full reindex has just read. Plain batch writes, as a one-off migration
 * the reindex runs before the store takes traffic (locally, at start); `npm run recount` rebuilds them at any time.
 */
export async function backfillPlatformListings(deps: Pick<Deps, 'store'>, records: readonly { productId: string; platformCode: string }[], platforms: ReadonlyMap<string, { platformId: string; code: string }>): Promise<number> {
  if (records.length === 0 || (await listedCounts(deps, [...platforms.keys()])).size > 0) return 0;
  const idOf = new Map([...platforms.values()].map((p) => [p.code, p.platformId]));
  const { markers, counts } = listingItems(records.flatMap((r) => (idOf.has(r.platformCode) ? [{ productId: r.productId, platformId: idOf.get(r.platformCode)! }] : [])));
  if (markers.length) await deps.store.entities.listedPlatform.put(markers).go();
  if (counts.length) await deps.store.entities.listedPlatformCount.put(counts).go();
  return markers.length;
}
