import { listingItems, listsOnPlatform } from '../../functions/search/platform-listings';
import { staleKeys, type RawItem, type Recounter } from './recounter';

export interface ListedVariant {
  productId: string;
  variantId: string;
  platformId: string;
}

/** The listings of the variants whose search records are in stock, by the backfill's rule (`listingItems`). */
export function platformListingItems(variants: Iterable<ListedVariant>, recordIds: ReadonlySet<string>) {
  return listingItems([...variants].filter((v) => recordIds.has(v.variantId)));
}

/**
 * listedPlatform and listedPlatformCount, from the variants and their in-stock search records (one record per listed
 * variant): a sold-out product is not counted on its platform, as the storefront's search does not show it.
 */
export function platformListingRecounter(): Recounter {
  const variants: ListedVariant[] = [];
  const records = new Set<string>();
  const markers: RawItem[] = [];
  const counters: RawItem[] = [];
  return {
    name: 'platform listings',
    reads: ['variant', 'searchRecord', 'listedPlatform', 'listedPlatformCount'],
    attributes: ['productId', 'variantId', 'platformId', 'objectID', 'hit'],
    add(item) {
      const entity = item.__edb_e__;
      if (entity === 'variant') variants.push({ productId: String(item.productId), variantId: String(item.variantId), platformId: String(item.platformId) });
      else if (entity === 'searchRecord') {
        if (item.hit && listsOnPlatform(item.hit as { in_stock: boolean })) records.add(String(item.objectID));
      }
      else if (entity === 'listedPlatform') markers.push(item);
      else counters.push(item);
    },
    finish() {
      const items = platformListingItems(variants, records);
      return {
        puts: [...items.markers.map((item) => ({ entity: 'listedPlatform' as const, item })), ...items.counts.map((item) => ({ entity: 'listedPlatformCount' as const, item }))],
        deletes: [
          ...staleKeys(markers, new Set(items.markers.map((m) => `${m.productId}#${m.platformId}`)), (m) => `${String(m.productId)}#${String(m.platformId)}`),
          ...staleKeys(counters, new Set(items.counts.map((c) => c.platformId)), (c) => String(c.platformId)),
        ],
        summary: `${items.markers.length} product listings on ${items.counts.length} platforms`,
      };
    },
  };
}
