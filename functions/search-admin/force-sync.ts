import { consumers } from '../../shared/routes/consumer-table';
import type { ForceSyncResult } from '../../shared/search-admin/search-status';
import type { Deps } from '../lib/deps';
import { productIdOf, syncBatch } from '../search/sync-batch';

/** How long one Force Sync keeps taking messages: well inside the API's 29 s, so the answer always comes back. */
const budgetMs = 15_000;

/**
 * Force Sync (intelligence §7 `algolia-sync` with 'process_queue'): takes the sync queue's waiting messages now and
 * syncs them with the consumer's own code, ten at a time, until the queue is empty or the time is spent. SQS hides a
 * received message from the consumer, so no message is synced by both; what fails is made visible again at once
 * and goes on to the consumer's retries and DLQ as before.
 */
export async function forceSync(deps: Deps, clock: () => number = Date.now): Promise<ForceSyncResult> {
  const queue = deps.queueDrains['search-index'];
  const started = clock();
  const result: ForceSyncResult = { messages: 0, products: 0, failed: 0, remaining: 0 };
  const products = new Set<string>();
  while (clock() - started < budgetMs) {
    const records = await queue.receive(consumers.searchIndexSync.timeoutSeconds);
    if (records.length === 0) break;
    const failures = await syncBatch(deps, records);
    await queue.settle(
      records.filter((r) => !failures.has(r.messageId)),
      records.filter((r) => failures.has(r.messageId)),
    );
    result.messages += records.length;
    result.failed += failures.size;
    for (const id of records.map(productIdOf)) if (id) products.add(id);
  }
  result.products = products.size;
  result.remaining = (await queue.depth()).pending;
  return result;
}
