import type { SQSRecord } from 'aws-lambda';
import { consumers } from '../../shared/routes/consumer-table';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { parseMessage } from '../lib/queue/sqs-consumer';
import { featuredRanks } from './featured-ranks';
import { pushSearchChanges } from './push-search-changes';
import { planProductSync, saveSearchRecords, type ProductSyncPlan } from './sync-product-index';

/** Syncs every product the batch names at once; the error each failed message's record answers with. */
export async function syncBatch(d: Deps, records: readonly SQSRecord[]): Promise<Map<string, Error>> {
  const failed = await syncRecords(d, records);
  await noteLastSync(d, records, failed);
  return failed;
}

async function syncRecords(d: Deps, records: readonly SQSRecord[]): Promise<Map<string, Error>> {
  const failed = new Map<string, Error>();
  const fail = (records: readonly SQSRecord[], error: unknown, reason: string) => {
    for (const r of records) failed.set(r.messageId, new Error(reason, { cause: error }));
  };

  const byProduct = new Map<string, SQSRecord[]>();
  for (const record of records) {
    try {
      const { productId } = parseMessage(consumers.searchIndexSync.message, record);
      byProduct.set(productId, [...(byProduct.get(productId) ?? []), record]);
    } catch (error) {
      fail([record], error, 'not a product-changed message');
    }
  }
  if (byProduct.size === 0) return failed;

  const ranks = await featuredRanks(d);
  const plans: ProductSyncPlan[] = [];
  await Promise.all(
    [...byProduct].map(async ([productId, records]) => {
      try {
        plans.push(await planProductSync(d, productId, ranks));
      } catch (error) {
        fail(records, error, 'could not read the product');
      }
    }),
  );
  try {
    await pushSearchChanges(d.searchIndex, plans);
  } catch (error) {
    fail(plans.flatMap((p) => byProduct.get(p.productId)!), error, 'the search index refused the batch');
    return failed;
  }
  await Promise.all(
    plans.map(async (plan) => {
      try {
        await saveSearchRecords(d, plan);
      } catch (error) {
        fail(byProduct.get(plan.productId)!, error, 'could not save the search records');
      }
    }),
  );
  return failed;
}

/** The Index Health card's "last sync": one item overwritten per batch; a failure to note it never fails the sync. */
async function noteLastSync(d: Pick<Deps, 'store' | 'now'>, records: readonly SQSRecord[], failed: Map<string, Error>): Promise<void> {
  const products = new Set(records.map(productIdOf).filter(Boolean)).size;
  const firstError = [...failed.values()][0];
  await d.store.entities.searchSyncStatus
    .put({ key: 'last-sync', at: d.now().toISOString(), ok: failed.size === 0, products, failedMessages: failed.size, ...(firstError ? { error: firstError.message } : {}) })
    .go()
    .catch((error: unknown) => logger.warn('could not note the last search sync', { error }));
}

/** The product a sync message names, or null for a message that is not one. */
export function productIdOf(record: SQSRecord): string | null {
  try {
    return parseMessage(consumers.searchIndexSync.message, record).productId;
  } catch {
    return null;
  }
}
