import { BatchWriteCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '../../functions/lib/data/table-definition';

const sweepEveryMs = 10 * 60_000;

/**
 * What DynamoDB's Time to Live does on AWS and DynamoDB Local does not: items whose `expiresAt` (epoch seconds) has
 * passed are deleted in the background, so raw tracking events, rate windows and idempotency records leave the local
 * store as they would leave the table. Like the real one it is a background scan (a twin, never a request path), it
 * deletes without a condition a moment after expiry, and readers must not rely on an expired item being gone.
 */
/** `partitionPrefix` limits a sweep to partitions whose key starts with it: a test sweeps its own, leaving other files' items. */
export async function sweepExpired(client: DynamoDBDocumentClient, table: string, nowMs = Date.now(), partitionPrefix?: string): Promise<number> {
  const attribute = tableDefinition.timeToLiveAttribute;
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: partitionPrefix ? '#ttl < :now AND begins_with(#pk, :prefix)' : '#ttl < :now',
        ExpressionAttributeNames: { '#ttl': attribute, '#pk': 'pk', '#sk': 'sk' },
        ExpressionAttributeValues: { ':now': Math.floor(nowMs / 1000), ...(partitionPrefix ? { ':prefix': partitionPrefix } : {}) },
        ProjectionExpression: '#pk, #sk',
        ExclusiveStartKey: start,
      }),
    );
    const keys = page.Items ?? [];
    for (let i = 0; i < keys.length; i += 25) {
      let pending = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      while (pending.length) {
        const result = await client.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
        deleted += pending.length - (result.UnprocessedItems?.[table]?.length ?? 0);
        pending = (result.UnprocessedItems?.[table] ?? []) as typeof pending;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return deleted;
}

/** Sweeps every 10 minutes in the background, one sweep at a time; `stop` waits for a sweep under way. */
export function startTtlSweeper(client: DynamoDBDocumentClient, table: string, log: (line: string) => void) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepExpired(client, table)
      .then((n) => void (n && log(`ttl: ${n} expired items deleted`)))
      .catch((error: unknown) => log(`ttl: sweep failed (${(error as Error).message})`))
      .finally(() => (running = null));
  }, sweepEveryMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
