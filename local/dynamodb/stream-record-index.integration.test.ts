import { CreateTableCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import sqlite from 'node-sqlite3-wasm';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTableInput } from '../../functions/lib/data/table-definition';
import { localClient, startDynamoLocal } from './dynamodb-local';
import { sharedDbFile } from './stream-record-index';
import { streamsCall } from '../streams/streams-api';

/** SQLite's plan for the query DynamoDB Local runs on every write to a table with a stream. */
function planOfStreamQuery(dbPath: string): string {
  const db = new sqlite.Database(join(dbPath, sharedDbFile), { readOnly: true });
  try {
    return db
      .all('EXPLAIN QUERY PLAN SELECT MIN(SequenceNumber) FROM us WHERE StreamID = ?', ['any'])
      .map((row) => String(row.detail))
      .join('\n');
  } finally {
    db.close();
  }
}

describe("DynamoDB Local's stream records", () => {
  it('are found by an index, not a scan, on a new data folder and again after a restart, and the stream still records writes', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'neonkeys-stream-index-'));
    const stream = async () => {
      const local = await startDynamoLocal({ dataDir });
      return { local, client: localClient(local.endpoint) };
    };

    const first = await stream();
    await first.client.send(new CreateTableCommand(createTableInput('streamed')));
    await first.client.send(new PutItemCommand({ TableName: 'streamed', Item: { pk: { S: 'a' }, sk: { S: 'a' } } }));
    await first.local.stop();
    const planAfterFirst = planOfStreamQuery(dataDir);
    const second = await stream();
    await second.client.send(new PutItemCommand({ TableName: 'streamed', Item: { pk: { S: 'b' }, sk: { S: 'b' } } }));
    const records = await streamRecordCount(second.local.endpoint, 'streamed');
    await second.local.stop();

    expect(planAfterFirst).toMatch(/USING COVERING INDEX us_stream_sequence/);
    expect(planOfStreamQuery(dataDir)).toMatch(/USING COVERING INDEX us_stream_sequence/);
    expect(records).toBe(2);
  });
});

/** Every record on the table's stream, read through DynamoDB Local's Streams API. */
async function streamRecordCount(endpoint: string, tableName: string): Promise<number> {
  const call = <T>(action: string, body: unknown) => streamsCall<T>(endpoint, action, body);
  const { Streams } = await call<{ Streams: { StreamArn: string }[] }>('ListStreams', { TableName: tableName });
  const { StreamDescription } = await call<{ StreamDescription: { Shards: { ShardId: string }[] } }>('DescribeStream', { StreamArn: Streams[0]!.StreamArn });
  let count = 0;
  for (const { ShardId } of StreamDescription.Shards) {
    const { ShardIterator } = await call<{ ShardIterator: string }>('GetShardIterator', { StreamArn: Streams[0]!.StreamArn, ShardId, ShardIteratorType: 'TRIM_HORIZON' });
    const { Records } = await call<{ Records: unknown[] }>('GetRecords', { ShardIterator });
    count += Records.length;
  }
  return count;
}
