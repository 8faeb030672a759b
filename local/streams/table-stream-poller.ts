import { setTimeout as sleep } from 'node:timers/promises';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../../functions/lib/http/logger';
import { triggers } from '../../shared/routes/trigger-table';
import { loadHandler } from '../runtime/handler-loader';
import { streamsCall } from './streams-api';

type StreamHandler = (event: DynamoDBStreamEvent) => Promise<void>;

/**
 * The stream functions one machine runs: every one AWS runs. The search stream is one of them because only some writers
 * send their own search-index message (product edits, key imports, sales): a variant made, repriced, switched off or
 * made available without keys, or a featured slide, reaches search only through the stream, as on AWS.
 */
const localStreamHandlers = [triggers.stockAlertStream.handler, triggers.productChangeStream.handler];

/**
 * Does what Lambda's DynamoDB event source does, against DynamoDB Local's own stream: each open shard is read from
 * where it stood at start (new shards from their beginning) and its records handed to the stream functions in order.
 */
export function startTableStreamPoller(endpoint: string, tableName: string, options: { intervalMs?: number } = {}) {
  let running = true;
  // Ends the pause between polls, so a store stops at once instead of within a second.
  const stopping = new AbortController();
  const iterators = new Map<string, string | null>();
  const call = <T>(action: string, body: unknown) => streamsCall<T>(endpoint, action, body);
  const loop = (async () => {
    const handlers = await Promise.all(localStreamHandlers.map((h) => loadHandler<StreamHandler>(h)));
    const { Streams } = await call<{ Streams: { StreamArn: string }[] }>('ListStreams', { TableName: tableName });
    const streamArn = Streams[0]?.StreamArn;
    if (!streamArn) return logger.warn('the local table has no stream; stock alerts and search will not follow every write');
    let first = true;
    while (running) {
      try {
        const { StreamDescription } = await call<{ StreamDescription: { Shards: { ShardId: string }[] } }>('DescribeStream', { StreamArn: streamArn });
        for (const { ShardId } of StreamDescription.Shards) {
          if (iterators.has(ShardId)) continue;
          const type = first ? 'LATEST' : 'TRIM_HORIZON';
          iterators.set(ShardId, (await call<{ ShardIterator: string }>('GetShardIterator', { StreamArn: streamArn, ShardId, ShardIteratorType: type })).ShardIterator);
        }
        first = false;
        for (const [shard, iterator] of iterators) {
          if (!iterator) continue;
          const out = await call<{ Records?: DynamoDBRecord[]; NextShardIterator?: string }>('GetRecords', { ShardIterator: iterator, Limit: 100 });
          if (out.Records?.length) for (const handle of handlers) await handle({ Records: out.Records });
          iterators.set(shard, out.NextShardIterator ?? null);
        }
      } catch (error) {
        logger.error('local table stream poll failed', { error });
      }
      await sleep(options.intervalMs ?? 1000, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  })();
  return {
    async stop() {
      running = false;
      stopping.abort();
      await loop;
    },
  };
}
