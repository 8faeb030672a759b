import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sourceHash } from '../../shared/translations/translation-checks';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { useTestTable } from '../../test/integration/table';
import { AmazonTranslate } from '../lib/adapters/machine-translation/amazon-translate';
import { catalogCounterScopes } from '../lib/data/entities/catalog-counter';
import type { ProductItem } from '../lib/data/entities/product';
import type { Deps } from '../lib/deps';
import { autoTranslate, autoTranslateBatch } from './auto-translate';

// Amazon Translate has no local twin, and one machine offers no translation service (the route says so, see
// translations.integration.test.ts); here the adapter's own client answers through aws-sdk-client-mock, so the use case
// runs against DynamoDB Local with what TranslateText would send back.
const translate = mockClient(TranslateClient);
const caller = { userId: 'auto-translate-admin', role: 'admin' as const };

describe('Auto-translate Missing with Amazon Translate', () => {
  let deps: Deps;
  let translating: Pick<Deps, 'store' | 'now' | 'queues' | 'machineTranslator'>;
  const product = (productId: string) => deps.store.entities.product.get({ productId }).go({ consistent: true }).then((r) => r.data!);
  const listed = async (overrides: Partial<ProductItem>) => {
    const { product: p } = await seedProduct(deps, overrides, [{ priceUsdCents: 999 }]);
    await deps.store.entities.productListing.put({ productId: p.productId, productType: p.productType, listedAt: new Date().toISOString() }).go();
    return p;
  };

  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    translating = { store: deps.store, now: deps.now, queues: deps.queues, machineTranslator: new AmazonTranslate(new TranslateClient({ region: 'us-east-1' })) };
  });
  beforeEach(() => {
    translate.reset();
    translate.on(TranslateTextCommand).callsFake((input: { Text: string; TargetLanguageCode: string }) => ({ TranslatedText: `${input.TargetLanguageCode.toUpperCase()}: ${input.Text}`, SourceLanguageCode: 'en', TargetLanguageCode: input.TargetLanguageCode }));
  });
  afterAll(() => translate.restore());

  it("writes the missing fields with their English fingerprints, leaves a person's translation alone, and counts the product as translated", async () => {
    const p = await listed({ name: 'Quartz Lantern Saga', description: 'Light the way through a glass city.', seoTitle: 'Quartz Lantern Saga key' });
    await deps.store.entities.product.patch({ productId: p.productId }).set({ translations: { es: { seoTitle: 'Clave de Quartz Lantern Saga' } }, translatedFrom: { es: { seoTitle: sourceHash('Quartz Lantern Saga key') } } }).go();
    const before = (await deps.store.entities.catalogCounter.get({ scope: catalogCounterScopes.translated('es') }).go()).data?.count ?? 0;

    const result = await autoTranslate(translating, caller, 'es');

    expect(result.configured).toBe(true);
    expect(result.translated).toBeGreaterThanOrEqual(2);
    expect(result.message).toMatch(/^Amazon Translate translated \d+ texts of \d+ products? into 'es'\./);
    const after = await product(p.productId);
    expect(after.translations?.es).toEqual({ name: 'ES: Quartz Lantern Saga', description: 'ES: Light the way through a glass city.', seoTitle: 'Clave de Quartz Lantern Saga' });
    expect(after.translatedFrom?.es?.name).toBe(sourceHash('Quartz Lantern Saga'));
    expect(after.translatedFrom?.es?.description).toBe(sourceHash('Light the way through a glass city.'));
    const sent = translate.commandCalls(TranslateTextCommand).map((c) => c.args[0].input);
    expect(sent.filter((i) => i.Text === 'Quartz Lantern Saga key')).toEqual([]);
    expect(sent.every((i) => i.SourceLanguageCode === 'en' && i.TargetLanguageCode === 'es')).toBe(true);
    expect((await deps.store.entities.catalogCounter.get({ scope: catalogCounterScopes.translated('es') }).go()).data?.count).toBeGreaterThan(before);

    const audit = (await deps.store.entities.staffAuditEntry.query.bySubject({ subjectType: 'product', subjectId: p.productId }).go()).data;
    expect(audit.find((a) => a.action === 'product.auto-translate')).toMatchObject({ actorId: caller.userId });
    const activity = (await deps.store.entities.translationActivity.query.byNewest({}).go({ order: 'desc', limit: 50 })).data.find((a) => a.productId === p.productId);
    expect(activity).toMatchObject({ action: 'translated', language: 'es', fieldCount: 2 });
  });

  it('translates nothing on a second run once nothing is missing, and says so', async () => {
    await autoTranslate(translating, caller, 'es');
    translate.resetHistory();
    const again = await autoTranslate(translating, caller, 'es');
    expect(again).toMatchObject({ configured: true, translated: 0 });
    expect(again.message).toMatch(/No missing 'es' texts were translated/);
    expect(translate.commandCalls(TranslateTextCommand)).toHaveLength(0);
  });

  it('leaves a product the service fails on missing, counts it, and goes on with the others', async () => {
    const failing = await listed({ name: 'Obsidian Relay', description: 'Relay runners race the dark.' });
    const fine = await listed({ name: 'Copper Orchard', description: 'Tend a clockwork garden.' });
    translate.on(TranslateTextCommand, { Text: 'Obsidian Relay' }).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 400 } }));

    const result = await autoTranslate(translating, caller, 'pt');

    expect(result.message).toMatch(/1 product failed and stay missing/);
    expect((await product(failing.productId)).translations?.pt).toBeUndefined();
    expect((await product(fine.productId)).translations?.pt?.name).toBe('PT: Copper Orchard');
  });

  it('stops at its batch of texts (200 a click), says that more are missing, and the next clicks go on where it stopped', async () => {
    expect(autoTranslateBatch).toBe(200);
    // A batch of 10 over 8 more products of two texts each (besides those of the tests above), so the table stays small.
    const batch = await Promise.all(Array.from({ length: 8 }, (_, n) => listed({ name: `Batch Title ${n}`, description: `Batch description ${n}.` })));
    const runs = [];
    for (let click = 0; click < 6; click++) {
      const run = await autoTranslate(translating, caller, 'pt', 10);
      runs.push(run);
      expect(run.translated).toBeLessThanOrEqual(10);
      if (!/More texts are missing/.test(run.message)) break;
    }
    expect(runs.length).toBeGreaterThan(1);
    expect(runs[0]!.message).toMatch(/More texts are missing: run Auto-translate Missing again\./);
    expect(runs.at(-1)!.message).not.toMatch(/More texts are missing/);
    for (const p of batch) expect((await product(p.productId)).translations?.pt).toEqual({ name: `PT: ${p.name}`, description: `PT: ${p.description}` });
  });

  it('refuses a language the catalogue does not translate, before calling the service', async () => {
    await expect(autoTranslate(translating, caller, 'xx')).rejects.toMatchObject({ name: 'UnprocessableError' });
    expect(translate.commandCalls(TranslateTextCommand)).toHaveLength(0);
  });
});
