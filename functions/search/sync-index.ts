import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { consumers } from '../../shared/routes/consumer-table';
import { searchIndexProvider } from '../lib/adapters/search-index/search-index-provider';
import { depsFor } from '../lib/deps';
import { parseMessage, processBatch } from '../lib/queue/sqs-consumer';
import { featuredRanks } from './featured-ranks';
import { pushSearchChanges } from './push-search-changes';
import { planProductSync, saveSearchRecords, type ProductSyncPlan } from './sync-product-index';

/**
 * The search-index consumer. Messages for the same product collapse into one sync; all products' changes go to
 * the engine as one batch per language index. The engine is written before the table's records, so a failed push
 * is planned again in full on retry (deletions included). Only the messages whose product failed are reported,
 * so SQS retries those alone and moves repeat failures to the DLQ.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  const outcomes = await syncBatch(event.Records);
  return processBatch(consumers.searchIndexSync.handler, event, context, async (record) => {
    const failure = outcomes.get(record.messageId);
    if (failure) throw failure;
  });
}

/** Syncs every product the batch names at once; the error each failed message's record answers with. */
async function syncBatch(records: SQSRecord[]): Promise<Map<string, Error>> {
  const d = depsFor(consumers.searchIndexSync.needs, [searchIndexProvider]);
  const failed = new Map<string, Error>();
  const fail = (records: SQSRecord[], error: unknown, reason: string) => {
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
