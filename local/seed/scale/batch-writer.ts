import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Store } from '../../../functions/lib/data/store';
import type { Derived } from './derived-items';

const batchSize = 25;

/**
 * Streams items into (or out of) the table with BatchWriteItem: 25 a request, `concurrency` requests in flight, unprocessed items
 * sent again with backoff until none are left. Items are made by ElectroDB's own `put(...).params()`, so keys, index
 * fields and defaults are exactly what the entities write; only `updatedAt`, which ElectroDB always sets to now, is
 * taken from the generated record.
 */
export class BatchWriter {
  written = 0;
  private buffer: Record<string, unknown>[] = [];
  private inFlight = new Set<Promise<void>>();

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly store: Store,
    private readonly table: string,
    private readonly concurrency = 12,
  ) {}

  /** The stored form of a derived item. */
  stored(derived: Derived): Record<string, unknown> {
    const entity = this.store.entities[derived.entity] as unknown as { put(item: unknown): { params(): { Item: Record<string, unknown> } } };
    const { Item } = entity.put(derived.item).params();
    if (typeof derived.item.updatedAt === 'string') Item.updatedAt = derived.item.updatedAt;
    return Item;
  }

  async add(items: readonly Derived[]): Promise<void> {
    for (const item of items) {
      this.buffer.push(this.stored(item));
      if (this.buffer.length === batchSize) await this.send(this.buffer.splice(0).map((Item) => ({ PutRequest: { Item } })));
    }
  }

  /** Deletes items by their stored keys (`pk`, `sk`), in the same batches. */
  async delete(keys: readonly { pk: string; sk: string }[]): Promise<void> {
    for (let i = 0; i < keys.length; i += batchSize) {
      await this.send(keys.slice(i, i + batchSize).map((Key) => ({ DeleteRequest: { Key: { pk: Key.pk, sk: Key.sk } } })));
    }
  }

  async flush(): Promise<void> {
    if (this.buffer.length) await this.send(this.buffer.splice(0).map((Item) => ({ PutRequest: { Item } })));
    await Promise.all(this.inFlight);
  }

  private async send(requests: Record<string, unknown>[]): Promise<void> {
    while (this.inFlight.size >= this.concurrency) await Promise.race(this.inFlight);
    const request = this.writeAll(requests).finally(() => this.inFlight.delete(request));
    this.inFlight.add(request);
  }

  private async writeAll(requests: Record<string, unknown>[]): Promise<void> {
    let pending = requests;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 10) throw new Error(`${pending.length} items stayed unprocessed after 10 retries`);
      if (attempt > 0) await new Promise((done) => setTimeout(done, Math.min(2000, 50 * 2 ** attempt)));
      const result = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: pending as never } }));
      this.written += pending.length - (result.UnprocessedItems?.[this.table]?.length ?? 0);
      pending = (result.UnprocessedItems?.[this.table] ?? []) as Record<string, unknown>[];
    }
  }
}
