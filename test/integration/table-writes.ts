import type { DynamoDBRecord } from 'aws-lambda';
import { streamsCall } from '../../local/streams/streams-api';

interface Shard {
  ShardId: string;
}

/**
 * Every write to a table from the moment this is called, read from the table's own stream (the deployed table has one;
 * so has the local one). How a test proves that a request wrote nothing: any put, update or delete of any item, even
 * one that leaves the item as it was, is a stream record. Cheaper and stricter than comparing two scans of the table.
 */
export async function watchTableWrites(endpoint: string, tableName: string): Promise<{ since(): Promise<DynamoDBRecord[]> }> {
  const call = <T>(action: string, body: unknown) => streamsCall<T>(endpoint, action, body);
  const { Streams } = await call<{ Streams: { StreamArn: string }[] }>('ListStreams', { TableName: tableName });
  const streamArn = Streams[0]?.StreamArn;
  if (!streamArn) throw new Error(`The table ${tableName} has no stream to watch`);
  const shards = async () => (await call<{ StreamDescription: { Shards: Shard[] } }>('DescribeStream', { StreamArn: streamArn })).StreamDescription.Shards;
  const iterator = async (shard: Shard, type: 'LATEST' | 'TRIM_HORIZON') =>
    (await call<{ ShardIterator: string }>('GetShardIterator', { StreamArn: streamArn, ShardId: shard.ShardId, ShardIteratorType: type })).ShardIterator;
  // Where each shard stands now; a shard opened later is read from its beginning.
  const start = new Map<string, string>();
  for (const shard of await shards()) start.set(shard.ShardId, await iterator(shard, 'LATEST'));

  return {
    async since() {
      const records: DynamoDBRecord[] = [];
      for (const shard of await shards()) {
        let next: string | undefined = start.get(shard.ShardId) ?? (await iterator(shard, 'TRIM_HORIZON'));
        while (next) {
          const out: { Records?: DynamoDBRecord[]; NextShardIterator?: string } = await call('GetRecords', { ShardIterator: next, Limit: 1000 });
          records.push(...(out.Records ?? []));
          next = out.Records?.length ? out.NextShardIterator : undefined;
        }
      }
      return records;
    },
  };
}
