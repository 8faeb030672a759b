import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Store } from '../../functions/lib/data/store';
import { BatchWriter } from '../seed/scale/batch-writer';
import type { RawItem, Recounter } from './recounter';
import { recounters as allRecounters } from './recounters';

const segments = 4;

export interface RecountReport {
  scanned: number;
  results: { name: string; written: number; deleted: number; summary: string }[];
  durationMs: number;
}

/**
 * Reads the whole table once (a parallel Scan: a maintenance tool's client, `allowScan`, never a request path's) and
 * rebuilds every counter from the records it counts. Run it with the store stopped or quiet: a sale between the read
 * and the write would be counted by its transaction and then overwritten.
 */
export async function runRecount(scanClient: DynamoDBDocumentClient, store: Store, table: string, factories = allRecounters): Promise<RecountReport> {
  const started = performance.now();
  const recounters: Recounter[] = factories.map((make) => make());
  const byEntity = new Map<string, Recounter[]>();
  for (const r of recounters) for (const entity of r.reads) byEntity.set(entity, [...(byEntity.get(entity) ?? []), r]);
  let scanned = 0;
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let start: Record<string, unknown> | undefined;
      do {
        const page = await scanClient.send(new ScanCommand({ TableName: table, Segment: segment, TotalSegments: segments, ExclusiveStartKey: start }));
        for (const item of (page.Items ?? []) as RawItem[]) {
          scanned += 1;
          for (const r of byEntity.get(String(item.__edb_e__)) ?? []) r.add(item);
        }
        start = page.LastEvaluatedKey;
      } while (start);
    }),
  );
  const results = [];
  for (const r of recounters) {
    const result = r.finish();
    const writer = new BatchWriter(scanClient, store, table);
    await writer.add(result.puts);
    await writer.delete(result.deletes);
    await writer.flush();
    results.push({ name: r.name, written: result.puts.length, deleted: result.deletes.length, summary: result.summary });
  }
  return { scanned, results, durationMs: Math.round(performance.now() - started) };
}
