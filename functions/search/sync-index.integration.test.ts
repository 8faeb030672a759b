import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDeps, type Deps } from '../lib/deps';
import { RecordingSearchIndex } from '../lib/adapters/search-index/recording-search-index';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { sqsEvent } from '../../test/integration/sqs-event';
import { useTestTable } from '../../test/integration/table';
import { handler } from './sync-index';

const event = (...bodies: string[]) => sqsEvent('search-index', bodies);
const changed = (productId: string) => JSON.stringify({ productId });

describe('search-index sync consumer', () => {
  let deps: Deps;
  let index: RecordingSearchIndex;
  beforeAll(async () => {
    const tableDeps = await useTestTable();
    await seedReference(tableDeps);
    index = new RecordingSearchIndex();
    deps = { ...tableDeps, searchIndex: index };
    setDeps(deps);
  });
  beforeEach(() => {
    index.failWith = undefined;
  });

  it('keeps one search record per active variant and drops records of deactivated variants, in the table and every language index', async () => {
    const { product, variants } = await seedProduct(deps, { name: 'Void Runners' }, [{ availableKeys: 2 }, { platformId: 'xbox' }]);
    await handler(event(changed(product.productId)));
    await deps.store.entities.variant.patch({ productId: product.productId, variantId: variants[1]!.variantId }).set({ isActive: false }).go();

    const result = await handler(event(changed(product.productId)));

    expect(result.batchItemFailures).toEqual([]);
    const records = (await deps.store.entities.searchRecord.query.byProduct({ productId: product.productId }).go()).data;
    expect(records.map((r) => r.objectID)).toEqual([variants[0]!.variantId]);
    expect(records[0]!.hit).toMatchObject({ name: 'Void Runners', platform: { code: 'steam' }, in_stock: true, price: { USD: 59.99 } });
    for (const language of ['en', 'es', 'pt']) {
      const indexed = index.recordsOf(`products_${language}`);
      expect(indexed.has(variants[0]!.variantId), language).toBe(true);
      expect(indexed.has(variants[1]!.variantId), language).toBe(false);
      expect(indexed.get(variants[0]!.variantId)!.language).toBe(language);
    }
  });

  it('sends each language its own names, from the product translations', async () => {
    const { product, variants } = await seedProduct(deps, {
      name: 'Steam Gift Card',
      translations: { es: { name: 'Tarjeta de regalo Steam' }, pt: { name: 'Cartão-presente Steam' } },
    });

    await handler(event(changed(product.productId)));

    const id = variants[0]!.variantId;
    expect([index.recordsOf('products_en'), index.recordsOf('products_es'), index.recordsOf('products_pt')].map((i) => i.get(id)!.name)).toEqual([
      'Steam Gift Card',
      'Tarjeta de regalo Steam',
      'Cartão-presente Steam',
    ]);
  });

  it('reports only the malformed message as failed so SQS retries it alone', async () => {
    const { product } = await seedProduct(deps);

    const result = await handler(event(changed(product.productId), '{"nope":1}', 'not json'));

    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm-1' }, { itemIdentifier: 'm-2' }]);
  });

  it('fails the messages whose changes the index refused and leaves the table as it was, so a retry plans the same deletions', async () => {
    const { product, variants } = await seedProduct(deps, {}, [{}, { platformId: 'xbox' }]);
    await handler(event(changed(product.productId)));
    await deps.store.entities.variant.patch({ productId: product.productId, variantId: variants[1]!.variantId }).set({ isActive: false }).go();
    index.failWith = new Error('Algolia is unavailable');

    const refused = await handler(event(changed(product.productId), changed(product.productId)));

    expect(refused.batchItemFailures).toEqual([{ itemIdentifier: 'm-0' }, { itemIdentifier: 'm-1' }]);
    const kept = (await deps.store.entities.searchRecord.query.byProduct({ productId: product.productId }).go()).data;
    expect(kept).toHaveLength(2);

    index.failWith = undefined;
    const retried = await handler(event(changed(product.productId)));

    expect(retried.batchItemFailures).toEqual([]);
    expect(index.recordsOf('products_en').has(variants[1]!.variantId)).toBe(false);
  });
});
