import { productLookup } from '../../../functions/catalog-admin/product-record';
import { userLookupRecord } from '../../../functions/identity/user-lookup';
import type { entities } from '../../../functions/lib/data/store';
import { lookupItems } from '../../../functions/lib/lookup/lookup-index';
import type { UserOrderFigures } from '../../maintenance/user-order-figures';
import type { SalesEvent } from '../../maintenance/sales-counts';
import { inventoryIndexItems } from '../inventory-index-items';
import type { ScaleProduct } from './generate-catalog';
import type { ScaleKey, ScaleOrder } from './generate-orders';
import { orderTotalCents } from './order-family';
import type { ScaleUser } from './generate-users';

export type EntityName = keyof typeof entities;
/** One item to write, in its entity's own attributes; the writer turns it into the stored item with ElectroDB. */
export interface Derived {
  entity: EntityName;
  item: Record<string, unknown>;
}

/**
 * Everything the real paths write for one record, one function per entity family, so a new derived item (an order
 * status counter, a listing index) is one more line in the family's function. Counters kept over many records are
 * added up by the caller from `saleEvents`.
 */
export function productFamily(product: ScaleProduct, availableKeys: (variantId: string) => number, now: string): Derived[] {
  const { variants, ...fields } = product;
  // The back office's indexes as create-product and create-variant write them, and the stock alerts the stream raises.
  const inventory = inventoryIndexItems([product], variants.map((v) => ({ item: v, keys: availableKeys(v.variantId) })), now);
  return [
    { entity: 'product', item: { ...fields, featured: false, reviewCount: 0, reviewRatingTotal: 0, updatedAt: fields.createdAt } },
    ...variants.map((v) => {
      const { keyCount: _planned, regionCode: _code, ...variant } = v;
      return { entity: 'variant' as const, item: { ...variant, forceAvailable: false, systemRequirements: {}, searchKeywords: [], availableKeys: availableKeys(v.variantId), updatedAt: v.createdAt } };
    }),
    { entity: 'productListing', item: { productId: product.productId, productType: product.productType, listedAt: product.createdAt } },
    { entity: 'productSlug', item: { slug: product.slug, productId: product.productId } },
    ...lookupItems(productLookup(product)).map((item) => ({ entity: 'lookupTerm' as const, item })),
    ...inventory.variantGroups.map((item) => ({ entity: 'variantGroup' as const, item })),
    ...inventory.productPlatforms.map((item) => ({ entity: 'productPlatform' as const, item })),
    ...inventory.stockAlerts.map((item) => ({ entity: 'stockAlert' as const, item })),
  ];
}

/** A profile as sign-up writes it (the newest-users index keys come with the entity), with its figures once it bought. */
export function userFamily(user: ScaleUser, figures: UserOrderFigures | undefined): Derived[] {
  return [
    { entity: 'user', item: { ...user, groups: [], updatedAt: user.createdAt } },
    ...lookupItems(userLookupRecord(user)).map((item) => ({ entity: 'lookupTerm' as const, item })),
    ...(figures ? [{ entity: 'userOrderStats' as const, item: { userId: user.userId, ...figures } }] : []),
  ];
}

/**
 * A key as store-keys.ts writes it, then moved by the orders that took it: `sealed` is its envelope-encrypted secret,
 * and its id is its fingerprint (`keyIdFor`), which is what refuses the same key imported again.
 */
export function keyFamily(key: ScaleKey, sealed: Record<string, string>): Derived[] {
  const { secret: _secret, productId: _productId, fingerprint: _fingerprint, ...stored } = key;
  return [{ entity: 'productKey', item: { ...stored, ...sealed, createdBy: 'seed:scale', updatedAt: key.soldAt ?? key.createdAt } }];
}

/** What the order added to the sales counters: its settlement, and its refund. */
export function saleEvents(order: ScaleOrder): SalesEvent[] {
  if (!order.paidAt || order.status === 'processing') return [];
  const totalCents = orderTotalCents(order);
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  return [
    { at: order.paidAt, orders: 1, units, revenueCents: totalCents },
    ...(order.refundedAt ? [{ at: order.refundedAt, refunds: 1, refundedCents: totalCents }] : []),
  ];
}
