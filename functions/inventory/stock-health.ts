import type { StockAlertView, StockHealth } from '../../shared/inventory/inventory-views';
import type { Deps } from '../lib/deps';
import { referenceLookup } from '../catalog/reference-lookup';

/**
 * One page of stock alerts (kept on write by the stream, so this reads no variant it need not), each with its product,
 * platform and region names and the pre-order units waiting for it: one Query of the variant's waiting queue.
 */
export async function stockHealth(deps: Deps, page: { cursor?: string | undefined; limit: number }): Promise<StockHealth> {
  const alerts = await deps.cursors.page(page.cursor, { listing: 'stock-alerts', filters: {} }, (cursor) => deps.store.entities.stockAlert.query.byVariant({}).go({ cursor, limit: page.limit }));
  const productIds = [...new Set(alerts.data.map((a) => a.productId))];
  const [reference, products, variants, waiting] = await Promise.all([
    referenceLookup(deps),
    productIds.length ? deps.store.entities.product.get(productIds.map((productId) => ({ productId }))).go() : { data: [] },
    alerts.data.length ? deps.store.entities.variant.get(alerts.data.map((a) => ({ productId: a.productId, variantId: a.variantId }))).go() : { data: [] },
    Promise.all(alerts.data.map((a) => waitingUnits(deps, a.variantId))),
  ]);
  const productName = new Map(products.data.map((p) => [p.productId, p.name]));
  const variantOf = new Map(variants.data.map((v) => [v.variantId, v]));
  const views: StockAlertView[] = alerts.data.map((a, i) => {
    const v = variantOf.get(a.variantId);
    return {
      variantId: a.variantId,
      productId: a.productId,
      productName: productName.get(a.productId) ?? a.productId,
      platformName: (v && reference.platforms.get(v.platformId)?.name) ?? v?.platformId ?? '',
      regionName: (v && reference.regions.get(v.regionId)?.name) ?? v?.regionId ?? '',
      faceValue: v?.faceValue ?? null,
      level: a.level,
      availableKeys: v?.availableKeys ?? a.availableKeys,
      lowStockThreshold: a.lowStockThreshold,
      waitingPreorders: waiting[i]!,
      since: a.since,
    };
  });
  return {
    underThreshold: views.filter((v) => v.level === 'low'),
    soldOut: views.filter((v) => v.level === 'soldOut'),
    preorderDemand: views.filter((v) => v.waitingPreorders > 0),
    nextCursor: alerts.nextCursor,
  };
}

async function waitingUnits(deps: Pick<Deps, 'store'>, variantId: string): Promise<number> {
  const { data } = await deps.store.entities.preorderEntry.query.queue({ variantId, status: 'waiting' }).go({ pages: 'all', attributes: ['entryId'] });
  return data.length;
}
