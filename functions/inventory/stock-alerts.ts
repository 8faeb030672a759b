import { stockCrossing, stockLevel, defaultLowStockThreshold, type StockLevel } from '../../shared/inventory/stock-level';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { createOnce } from '../lib/data/create-once';

/** What the stream's images of a variant say about its key pool. */
export interface VariantStock {
  productId: string;
  variantId: string;
  availableKeys: number;
  lowStockThreshold?: number | undefined;
  isActive: boolean;
}

const severity: Record<StockLevel, number> = { ok: 0, low: 1, soldOut: 2 };
const levelOf = (v: VariantStock | null): StockLevel => (v ? stockLevel(v.availableKeys, v.lowStockThreshold ?? defaultLowStockThreshold, v.isActive) : 'ok');

/**
 * Moves a variant's stock alert to follow one write of the variant (old and new image, from the table's stream): the
 * alert is kept while the pool is short and deleted when restocked. Staff are e-mailed when a write makes the pool
 * worse than anything they were told of in this spell: the e-mail is claimed by a conditional write first, so a
 * redelivered stream record never sends it twice, and the claim is undone if sending fails, so the retry sends it.
 * A variant created already short (no keys yet) gets its alert without an e-mail.
 */
export async function followStock(deps: Pick<Deps, 'store' | 'mailer' | 'config' | 'now'>, before: VariantStock | null, after: VariantStock | null): Promise<'raised' | 'updated' | 'cleared' | 'none'> {
  const variant = after ?? before;
  if (!variant) return 'none';
  const level = levelOf(after);
  const key = { variantId: variant.variantId };
  if (level === 'ok') {
    if (stockCrossing(levelOf(before), level) === 'none') return 'none';
    await deps.store.entities.stockAlert.delete(key).go();
    return 'cleared';
  }
  const existing = (await deps.store.entities.stockAlert.get(key).go({ consistent: true })).data;
  const now = deps.now().toISOString();
  const notified = existing?.notifiedLevel ?? (before ? undefined : level);
  await deps.store.entities.stockAlert
    .put({
      ...key,
      productId: variant.productId,
      level,
      availableKeys: after!.availableKeys,
      lowStockThreshold: after!.lowStockThreshold ?? defaultLowStockThreshold,
      since: existing?.since ?? now,
      ...(notified ? { notifiedLevel: notified } : {}),
    })
    .go();
  if (notified && severity[notified] >= severity[level]) return 'updated';
  const claimed = await createOnce(() =>
    deps.store.entities.stockAlert
      .patch(key)
      .set({ notifiedLevel: level })
      .where((attr, { notExists, eq }) => (notified ? eq(attr.notifiedLevel, notified) : notExists(attr.notifiedLevel)))
      .go(),
  );
  if (!claimed) return 'updated';
  try {
    await deps.mailer.send(await alertEmail(deps, after!, level));
  } catch (error) {
    logger.error('stock alert e-mail failed; releasing the claim so the retry sends it', { variantId: variant.variantId, error });
    if (notified) await deps.store.entities.stockAlert.patch(key).set({ notifiedLevel: notified }).go();
    else await deps.store.entities.stockAlert.patch(key).remove(['notifiedLevel']).go();
    throw error;
  }
  return 'raised';
}

async function alertEmail(deps: Pick<Deps, 'store' | 'config'>, v: VariantStock, level: Exclude<StockLevel, 'ok'>) {
  const product = (await deps.store.entities.product.get({ productId: v.productId }).go()).data;
  const name = product?.name ?? v.productId;
  const threshold = v.lowStockThreshold ?? defaultLowStockThreshold;
  const state = level === 'soldOut' ? 'is sold out' : `is running low: ${v.availableKeys} keys left (threshold ${threshold})`;
  return {
    to: deps.config.STOCK_ALERT_EMAIL,
    subject: level === 'soldOut' ? `Sold out: ${name}` : `Low stock: ${name}`,
    text: `A variant of ${name} ${state}.\n\nVariant ${v.variantId}. Add keys in the back office under Variants & Keys.`,
    tags: { kind: 'stock-alert', variant: v.variantId },
  };
}
