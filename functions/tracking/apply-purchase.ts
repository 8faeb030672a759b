import { completePurchase, type Journey } from '../../shared/tracking/journey';
import { rememberedBatches } from '../../shared/tracking/apply-batch';
import type { TrackPurchase } from '../../shared/tracking/track-message';
import type { TxWrite } from '../orders/transaction-types';
import { expiry, trafficRetentionDays } from './traffic-writes';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { changedMeanwhile, underSessionVersion } from './under-session-version';

const maxAttempts = 8;

/**
 * A paid order on its tracking session's journey: the outcome becomes 'purchased' and the order's value is added, once
 * per order (its id joins the batch ids the session remembers), under the session's version like a batch, and the
 * purchase joins the dashboard's Recent Activity in the same transaction. A session
 * that was never stored (its visitor's batches never arrived) has no journey to finish; the purchase is only logged.
 */
export async function applyPurchase(deps: Pick<Deps, 'store'>, purchase: TrackPurchase): Promise<{ applied: boolean }> {
  const marker = `order:${purchase.orderId}`;
  return underSessionVersion<{ applied: boolean }>(maxAttempts, async () => {
    const stored = (await deps.store.entities.visitorSession.get({ sessionId: purchase.sessionId }).go({ consistent: true })).data;
    if (!stored) {
      logger.info('purchase of an unknown tracking session', { sessionId: purchase.sessionId, orderId: purchase.orderId });
      return { applied: false };
    }
    if (stored.recentBatches.includes(marker)) return { applied: false };
    const at = new Date(purchase.at).toISOString();
    const result = await deps.store.transaction
      .write(({ visitorSession, recentActivity }) => [
        visitorSession
          .patch({ sessionId: purchase.sessionId })
          .set({
            journey: completePurchase(stored.journey as Journey, purchase.valueCents, purchase.at),
            recentBatches: [...stored.recentBatches, marker].slice(-rememberedBatches),
            version: stored.version + 1,
          })
          .where(({ version }, { eq }) => eq(version, stored.version))
          .commit() as TxWrite,
        // The dashboard's Recent Activity: what this visitor bought, with where they are.
        recentActivity
          .put({
            day: at.slice(0, 10),
            activityKey: `${at}#${marker}`,
            kind: 'purchased',
            at,
            orderId: purchase.orderId,
            ...(purchase.productId ? { productId: purchase.productId } : {}),
            valueCents: purchase.valueCents,
            sessionId: purchase.sessionId,
            ...(stored.countryCode ? { countryCode: stored.countryCode } : {}),
            expiresAt: expiry(purchase.at, trafficRetentionDays.recent),
          })
          .commit() as TxWrite,
      ])
      .go();
    return result.canceled ? changedMeanwhile : { applied: true };
  }, () => {
    throw new Error(`Session ${purchase.sessionId} kept changing under this purchase; it is retried from the queue.`);
  });
}
