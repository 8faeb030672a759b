import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Store } from '../../functions/lib/data/store';
import { BatchWriter } from '../seed/scale/batch-writer';
import type { RawItem, Recounter } from './recounter';
import { recounters as allRecounters } from './recounters';

export interface RecountReport {
  scanned: number;
  results: { name: string; written: number; deleted: number; updated: number; summary: string }[];
  readMs: number;
  durationMs: number;
}

export interface RecountOptions {
  /** Parallel Scan segments; DynamoDB Local answers them on its own threads. */
  segments?: number;
}

/**
 * Reads the table once and rebuilds every recounter's items from the records they count. The read is a parallel Scan
 * (a maintenance tool's client, `allowScan`, never a request path's) that asks only for the entities the recounters
 * read and only the attributes they look at: keys, key pool and search items make up most of a store and never leave
 * the table. Run it with the store stopped or quiet: a sale between the read and the write would be counted by its
 * transaction and then overwritten.
 */
export async function runRecount(scanClient: DynamoDBDocumentClient, store: Store, table: string, factories = allRecounters, options: RecountOptions = {}): Promise<RecountReport> {
  const started = performance.now();
  const segments = options.segments ?? 8;
  const recounters: Recounter[] = factories.map((make) => make());
  const byEntity = new Map<string, Recounter[]>();
  for (const r of recounters) for (const entity of r.reads) byEntity.set(entity, [...(byEntity.get(entity) ?? []), r]);
  const read = readRequest([...byEntity.keys()], ['pk', 'sk', '__edb_e__', ...recounters.flatMap((r) => r.attributes)]);
  let scanned = 0;
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let start: Record<string, unknown> | undefined;
      do {
        const page = await scanClient.send(new ScanCommand({ TableName: table, Segment: segment, TotalSegments: segments, ExclusiveStartKey: start, ...read }));
        for (const item of (page.Items ?? []) as RawItem[]) {
          scanned += 1;
          for (const r of byEntity.get(String(item.__edb_e__)) ?? []) r.add(item);
        }
        start = page.LastEvaluatedKey;
      } while (start);
    }),
  );
  const readMs = Math.round(performance.now() - started);
  const results = [];
  for (const r of recounters) {
    const result = r.finish();
    const writer = new BatchWriter(scanClient, store, table);
    await writer.add(result.puts);
    await writer.delete(result.deletes);
    await writer.flush();
    const updates = result.updates ?? [];
    for (const { key, set } of updates) {
      const names = Object.keys(set);
      await scanClient.send(
        new UpdateCommand({
          TableName: table,
          Key: key,
          UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
          ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, set[n]])),
          // In place only: an item deleted since the read is not brought back as a fragment.
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    }
    results.push({ name: r.name, written: result.puts.length, deleted: result.deletes.length, updated: updates.length, summary: result.summary });
  }
  return { scanned, results, readMs, durationMs: Math.round(performance.now() - started) };
}

/** The Scan's filter on the entity name and its projection, every name behind a placeholder (`status`, `items` are reserved words). */
function readRequest(entities: readonly string[], attributes: readonly string[]) {
  const wanted = [...new Set(attributes)].filter((a) => a !== '__edb_e__');
  return {
    FilterExpression: `#a0 IN (${entities.map((_, i) => `:e${i}`).join(', ')})`,
    ProjectionExpression: ['#a0', ...wanted.map((_, i) => `#a${i + 1}`)].join(', '),
    ExpressionAttributeNames: Object.fromEntries([['#a0', '__edb_e__'], ...wanted.map((a, i) => [`#a${i + 1}`, a])]),
    ExpressionAttributeValues: Object.fromEntries(entities.map((e, i) => [`:e${i}`, e])),
  };
}
