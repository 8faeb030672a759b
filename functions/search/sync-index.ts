import { z } from 'zod';
import { referenceLookup } from '../catalog/reference-lookup';
import { sqsConsumer } from '../lib/queue/sqs-consumer';
import { toSearchHits } from './search-hits';

/** "This product changed": sent by every catalogue or stock write that affects what search shows. */
export const productChangedMessage = z.strictObject({ productId: z.string().min(1) });

export const handler = sqsConsumer(productChangedMessage, async ({ productId }, deps) => {
  const { searchRecord } = deps.store.entities;
  const [collection, existing, reference] = await Promise.all([
    deps.store.collections.productWithVariants({ productId }).go({ pages: 'all' }),
    searchRecord.query.byProduct({ productId }).go({ pages: 'all' }),
    referenceLookup(deps),
  ]);
  const product = collection.data.product[0];
  const hits = product ? toSearchHits(product, collection.data.variant, reference, deps.now()) : [];
  const keep = new Set(hits.map((h) => h.objectID));
  const stale = existing.data.filter((r) => !keep.has(r.objectID)).map((r) => ({ productId, objectID: r.objectID }));
  if (hits.length) await searchRecord.put(hits.map((hit) => ({ objectID: hit.objectID, productId, hit }))).go();
  if (stale.length) await searchRecord.delete(stale).go();
});
