import type { PreorderFulfilment } from '../../shared/content/preorder-queue-views';
import { NotFoundError } from '../../shared/errors/domain-errors';
import { recordStaffAction } from '../lib/audit/staff-audit';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { logger } from '../lib/http/logger';
import { fulfilVariantQueue } from './fulfil-variant-queue';

/**
 * Process Fulfillment (§2): the same first-come-first-served delivery the queue consumer runs when keys arrive, now,
 * for every variant of the product, one after another (each variant's run holds that variant's queue lock, so it never
 * overtakes the consumer). Each unit is its own transaction; the audit entry records the run and what it delivered.
 */
export async function fulfilProductPreorders(deps: Deps, actor: Pick<Caller, 'userId' | 'role'>, productId: string): Promise<PreorderFulfilment> {
  const collection = await deps.store.collections.productWithVariants({ productId }).go({ pages: 'all' });
  const product = collection.data.product[0];
  if (!product) throw new NotFoundError(`Product ${productId} was not found.`);
  let fulfilled = 0;
  let stillWaiting = 0;
  for (const variant of collection.data.variant) {
    const result = await fulfilVariantQueue(deps, productId, variant.variantId);
    fulfilled += result.fulfilled;
    if (result.stillWaiting) stillWaiting += await waitingUnits(deps, variant.variantId);
  }
  await recordStaffAction(deps, actor, {
    subjectType: 'preorder',
    subjectId: productId,
    action: 'preorder.fulfil',
    summary: `Processed pre-order fulfilment for ${product.name}: ${fulfilled} delivered, ${stillWaiting} still waiting`,
    after: { fulfilled, stillWaiting },
  });
  if (fulfilled > 0) {
    // Stock went down; search shows stock, as after the queue consumer's own runs.
    await deps.queues['search-index'].send({ productId }).catch((error: unknown) => logger.error('search sync request failed', { productId, error }));
  }
  return { productId, fulfilled, stillWaiting };
}

async function waitingUnits(deps: Pick<Deps, 'store'>, variantId: string): Promise<number> {
  const waiting = await deps.store.entities.preorderEntry.query.queue({ variantId, status: 'waiting' }).go({ pages: 'all', attributes: ['entryId'] });
  return waiting.data.length;
}
