import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { consumers } from '../../shared/routes/consumer-table';
import { depsFor } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { featuredRanks } from './featured-ranks';
import { pushSearchChanges } from './push-search-changes';
import { planProductSync, saveSearchRecords, type ProductSyncPlan } from './sync-product-index';

/** "This product changed": sent by every catalogue or stock write that affects what search shows. */
export const productChangedMessage = z.strictObject({ productId: z.string().min(1) });

/**
 * The search-index consumer. Messages for the same product collapse into one sync; all products' changes go to
 * the engine as one batch per language index. The engine is written before the table's records, so a failed push
 * is planned again in full on retry (deletions included). Only the messages whose product failed are reported,
 * so SQS retries those alone and moves repeat failures to the DLQ.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const d = depsFor(consumers.searchIndexSync.needs);
  const failed = new Set<string>();
  const fail = (records: SQSRecord[], error: unknown, reason: string) => {
    for (const r of records) failed.add(r.messageId);
    logger.error(reason, { messageIds: records.map((r) => r.messageId), error: error as Error });
  };

  const byProduct = new Map<string, SQSRecord[]>();
  for (const record of event.Records) {
    const parsed = parseMessage(record.body);
    if (!parsed.success) fail([record], parsed.error, 'message failed: not a product-changed message');
    else byProduct.set(parsed.data.productId, [...(byProduct.get(parsed.data.productId) ?? []), record]);
  }
  if (byProduct.size === 0) return report(failed);

  const ranks = await featuredRanks(d);
  const plans: ProductSyncPlan[] = [];
  await Promise.all(
    [...byProduct].map(async ([productId, records]) => {
      try {
        plans.push(await planProductSync(d, productId, ranks));
      } catch (error) {
        fail(records, error, 'message failed: could not read the product');
      }
    }),
  );
  try {
    await pushSearchChanges(d.searchIndex, plans);
  } catch (error) {
    fail(plans.flatMap((p) => byProduct.get(p.productId)!), error, 'message failed: the search index refused the batch');
    return report(failed);
  }
  await Promise.all(
    plans.map(async (plan) => {
      try {
        await saveSearchRecords(d, plan);
      } catch (error) {
        fail(byProduct.get(plan.productId)!, error, 'message failed: could not save the search records');
      }
    }),
  );
  return report(failed);
}

function parseMessage(body: string) {
  try {
    return productChangedMessage.safeParse(JSON.parse(body));
  } catch (error) {
    return { success: false as const, error };
  }
}

const report = (failed: Set<string>): SQSBatchResponse => ({ batchItemFailures: [...failed].map((itemIdentifier) => ({ itemIdentifier })) });
