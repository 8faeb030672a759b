import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../lib/data/entities/product.factory';
import { createVariant } from '../lib/data/entities/variant.factory';
import { openSecret } from '../lib/adapters/kms/envelope';
import type { Deps } from '../lib/deps';
import { useTestTable } from '../../test/integration/table';
import { staleTallyMs, tallyId } from './key-import-tallies';
import { storeKeys } from './store-keys';

describe('storing product keys', () => {
  let deps: Deps;
  beforeAll(async () => {
    deps = await useTestTable();
  });

  async function seedVariant() {
    const product = createProduct();
    const variant = createVariant({ productId: product.productId });
    await deps.store.entities.product.create(product).go();
    await deps.store.entities.variant.create(variant).go();
    return variant;
  }

  const freshKeys = (count: number) => Array.from({ length: count }, () => `IMPORT-${randomUUID()}`);
  const availableInTable = async (variantId: string) =>
    (await deps.store.entities.productKey.query.byVariant({ variantId }).go({ pages: 'all', attributes: ['status'] })).data.filter((k) => k.status === 'available').length;
  const counter = async (variant: { productId: string; variantId: string }) =>
    (await deps.store.entities.variant.get({ productId: variant.productId, variantId: variant.variantId }).go({ consistent: true })).data!.availableKeys;

  it('never shows more keys than are stored while an import runs, and all of them once it is done', async () => {
    const variant = await seedVariant();
    const samples: { counted: number; stored: number }[] = [];
    let done = false;

    const importing = storeKeys(deps, variant.variantId, freshKeys(250), 'admin-1').finally(() => (done = true));
    while (!done) {
      // The counter first: keys only arrive during the import, so a counter above the keys read after it would be a lie.
      const counted = await counter(variant);
      samples.push({ counted, stored: await availableInTable(variant.variantId) });
      await new Promise((r) => setTimeout(r, 100));
    }
    const result = await importing;

    expect(samples.length).toBeGreaterThan(0);
    expect(samples.filter((s) => s.counted > s.stored)).toEqual([]);
    expect(result).toEqual({ productId: variant.productId, imported: 250, availableKeys: 250, refused: [] });
    expect(await availableInTable(variant.variantId)).toBe(250);
    expect((await deps.store.entities.keyImportTally.query.byVariant({ variantId: variant.variantId }).go()).data).toEqual([]);
  });

  it('keeps the counter exact when two imports of different keys run at once', async () => {
    const variant = await seedVariant();

    const [a, b] = await Promise.all([storeKeys(deps, variant.variantId, freshKeys(120), 'admin-1'), storeKeys(deps, variant.variantId, freshKeys(100), 'admin-2')]);

    expect(a.imported + b.imported).toBe(220);
    expect(await counter(variant)).toBe(220);
    expect(await availableInTable(variant.variantId)).toBe(220);
  });

  it('counts the keys of an import that died before counting them at the next import, but not those of one still running', async () => {
    const variant = await seedVariant();
    const dead = ulid(Date.now() - staleTallyMs - 60_000);
    const running = ulid();
    await deps.store.entities.keyImportTally.create({ variantId: variant.variantId, tallyId: tallyId(dead, 0), keys: 3 }).go();
    await deps.store.entities.keyImportTally.create({ variantId: variant.variantId, tallyId: tallyId(running, 0), keys: 4 }).go();

    const result = await storeKeys(deps, variant.variantId, freshKeys(2), 'admin-1');

    expect(result.availableKeys).toBe(5);
    const left = (await deps.store.entities.keyImportTally.query.byVariant({ variantId: variant.variantId }).go({ consistent: true })).data;
    expect(left.map((t) => t.tallyId)).toEqual([tallyId(running, 0)]);
  });

  it('stores only ciphertext that opens back to the original key', async () => {
    const variant = await seedVariant();

    await storeKeys(deps, variant.variantId, ['SECRET-KEY-0001-XYZ'], 'admin-1');

    const [item] = (await deps.store.entities.productKey.query.byVariant({ variantId: variant.variantId }).go()).data;
    expect(JSON.stringify(item)).not.toContain('SECRET-KEY-0001-XYZ');
    expect(item!.maskedKey).toBe('SECR***********-XYZ');
    await expect(openSecret(deps.keyCipher, item!)).resolves.toBe('SECRET-KEY-0001-XYZ');
  });

  it('refuses keys for a variant that does not exist and stores nothing', async () => {
    await expect(storeKeys(deps, 'missing-variant', ['KEY-1'], 'admin-1')).rejects.toThrow('does not exist');
    const stored = await deps.store.entities.productKey.query.byVariant({ variantId: 'missing-variant' }).go();
    expect(stored.data).toHaveLength(0);
  });
});
