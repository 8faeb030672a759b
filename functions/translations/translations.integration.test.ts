import { algoliasearch } from 'algoliasearch';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { MultiLanguageOverview, TranslationPage, TranslationSaved, AutoTranslateResult, LanguageView } from '../../shared/translations/language-views';
import type { ValidationReport } from '../../shared/translations/validation-report';
import type { TranslationExportFile, TranslationImportReport } from '../../shared/translations/translation-exchange';
import { indexName } from '../../shared/search/index-names';
import type { SearchHit } from '../../shared/search/search-hit';
import { SearchEngine } from '../../local/search-engine/search-engine';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { algoliaHost } from '../lib/adapters/search-index/search-index-from-config';
import { catalogCounterScopes } from '../lib/data/entities/catalog-counter';
import type { ProductItem } from '../lib/data/entities/product';
import type { Deps } from '../lib/deps';

type Problem = { status: number; body: { detail?: string; errors?: { path: string; message: string }[] } };

describe('multi-language management', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let admin: string;
  let employee: string;
  let searchEs: (query: string) => Promise<string[]>;
  const api = async <T>(method: string, path: string, body?: unknown, token = admin) => {
    const res = await fetch(`${gateway.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T & Problem['body'] };
  };
  const listed = async (overrides: Partial<ProductItem>) => {
    const { product } = await seedProduct(deps, overrides, [{ priceUsdCents: 1999 }]);
    await deps.store.entities.productListing.put({ productId: product.productId, productType: product.productType, listedAt: product.createdAt }).go();
    return product;
  };
  const product = (productId: string) => deps.store.entities.product.get({ productId }).go({ consistent: true }).then((r) => r.data!);
  const coverage = async (language: string) => (await deps.store.entities.catalogCounter.get({ scope: catalogCounterScopes.translated(language) }).go()).data?.count ?? 0;

  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    await deps.store.entities.language.put([
      { code: 'en', name: 'English', nativeName: 'English', isActive: true },
      { code: 'es', name: 'Spanish', nativeName: 'Español', isActive: true },
    ]).go();
    gateway = await startTestGateway({ search: { engine: new SearchEngine(), keys: { adminKey: 'translations-admin-key' } } });
    admin = await gateway.tokenFor('admin', 'translations-admin');
    employee = await gateway.tokenFor('employee', 'translations-employee');
    const client = algoliasearch('local', 'local-search-key', { hosts: [{ ...algoliaHost(gateway.url), accept: 'read' }] });
    searchEs = async (query) => (await client.searchSingleIndex<SearchHit>({ indexName: indexName('es'), searchParams: { query } })).hits.map((h) => h.name);
  });
  afterAll(() => gateway.close());

  it('saves a translation field by field, counts the product as translated once name and description are, and Spanish search finds it', async () => {
    const p = await listed({ name: 'Nebula Harvest Deluxe', description: 'Grow crops on a distant moon.' });
    const before = await coverage('es');

    const name = await api<TranslationSaved>('PUT', `/api/admin/translations/${p.productId}/es`, { field: 'name', text: '  Cosecha Nebulosa Deluxe ', version: (await product(p.productId)).updatedAt });
    expect(name.status).toBe(200);
    expect(name.body.row.fields.find((f) => f.field === 'name')).toMatchObject({ translated: 'Cosecha Nebulosa Deluxe', state: 'current' });
    expect(await coverage('es')).toBe(before);

    const description = await api<TranslationSaved>('PUT', `/api/admin/translations/${p.productId}/es`, { field: 'description', text: 'Cultiva en una luna lejana.', version: name.body.row.version });
    expect(description.status).toBe(200);
    expect(await coverage('es')).toBe(before + 1);
    expect((await product(p.productId)).translations?.es).toEqual({ name: 'Cosecha Nebulosa Deluxe', description: 'Cultiva en una luna lejana.' });

    const synced = await api<{ remaining: number }>('POST', '/api/admin/search/sync');
    expect(synced.status).toBe(200);
    expect(await searchEs('cosecha nebulosa')).toContain('Cosecha Nebulosa Deluxe');

    const overview = await api<MultiLanguageOverview>('GET', '/api/admin/languages');
    expect(overview.status).toBe(200);
    expect(overview.body.languages.find((l) => l.code === 'es')).toMatchObject({ translatedProducts: before + 1, catalogue: true, interfaceComplete: true });
    expect(overview.body.activity.slice(0, 2).map((a) => [a.productName, a.field, a.action])).toEqual([
      ['Nebula Harvest Deluxe', 'description', 'saved'],
      ['Nebula Harvest Deluxe', 'name', 'saved'],
    ]);

    const cleared = await api<TranslationSaved>('PUT', `/api/admin/translations/${p.productId}/es`, { field: 'description', text: '' });
    expect(cleared.status).toBe(200);
    expect(await coverage('es')).toBe(before);
    expect((await product(p.productId)).translations?.es).toEqual({ name: 'Cosecha Nebulosa Deluxe' });
  });

  it('marks a translation outdated once the English changes, and the editor filters to it', async () => {
    const p = await listed({ name: 'Orbital Forge Tactics', description: 'Build fleets.' });
    const saved = await api<TranslationSaved>('PUT', `/api/admin/translations/${p.productId}/es`, { field: 'description', text: 'Construye flotas.' });
    expect(saved.status).toBe(200);
    await deps.store.entities.product.patch({ productId: p.productId }).set({ description: 'Build fleets and conquer.' }).go();

    const outdated = await api<TranslationPage>('GET', `/api/admin/translations?language=es&state=outdated&limit=50`);
    expect(outdated.status).toBe(200);
    const row = outdated.body.items.find((r) => r.productId === p.productId);
    expect(row?.fields.find((f) => f.field === 'description')?.state).toBe('outdated');
    expect(outdated.body.items.every((r) => r.fields.some((f) => f.state === 'outdated'))).toBe(true);

    const missing = await api<TranslationPage>('GET', `/api/admin/translations?language=es&state=missing&limit=50`);
    expect(missing.body.items.find((r) => r.productId === p.productId)?.fields.find((f) => f.field === 'name')?.state).toBe('missing');
  });

  it('refuses a stale version, an over-long text, an unknown field or language, and writes nothing', async () => {
    const p = await listed({ name: 'Crimson Tide Racer' });
    const stale = await api('PUT', `/api/admin/translations/${p.productId}/es`, { field: 'name', text: 'Carrera Carmesí', version: '2020-01-01T00:00:00.000Z' });
    expect(stale.status).toBe(409);
    const long = await api('PUT', `/api/admin/translations/${p.productId}/es`, { field: 'name', text: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.detail).toMatch(/at most 200/);
    expect((await api('PUT', `/api/admin/translations/${p.productId}/es`, { field: 'slug', text: 'x' })).status).toBe(400);
    const french = await api('PUT', `/api/admin/translations/${p.productId}/fr`, { field: 'name', text: 'Course Cramoisie' });
    expect(french.status).toBe(422);
    expect(french.body.detail).toMatch(/search index/);
    expect((await api('PUT', `/api/admin/translations/${p.productId}/en`, { field: 'name', text: 'x' })).status).toBe(422);
    expect((await api('PUT', `/api/admin/translations/not-a-product/es`, { field: 'name', text: 'x' })).status).toBe(404);
    expect((await api('PUT', `/api/admin/translations/${p.productId}/es`, '{"field":')).status).toBe(400);
    expect((await product(p.productId)).translations).toBeUndefined();
    expect((await api('PUT', `/api/admin/translations/${p.productId}/es`, { field: 'name', text: 'x' }, employee)).status).toBe(403);
  });

  it('adds a language with its code lowercased, refuses it twice, and switches it off and on; English stays on', async () => {
    const added = await api<LanguageView>('POST', '/api/admin/languages', { code: ' FR ', name: 'French', nativeName: 'Français' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ code: 'fr', isActive: true, interfaceComplete: false, catalogue: false });
    const again = await api('POST', '/api/admin/languages', { code: 'fr', name: 'French' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/already/);
    expect((await api('POST', '/api/admin/languages', { code: 'fr', name: '' })).status).toBe(400);
    expect((await api('POST', '/api/admin/languages', { code: 'french!', name: 'French' })).status).toBe(400);

    expect((await api<LanguageView>('PATCH', '/api/admin/languages/fr', { isActive: false })).body.isActive).toBe(false);
    expect((await api<LanguageView>('PATCH', '/api/admin/languages/FR', { isActive: true })).body.isActive).toBe(true);
    expect((await api('PATCH', '/api/admin/languages/en', { isActive: false })).status).toBe(422);
    expect((await api('PATCH', '/api/admin/languages/xx', { isActive: false })).status).toBe(404);
    const names = (await api<MultiLanguageOverview>('GET', '/api/admin/languages')).body.languages.map((l) => l.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('French');
  });

  it('validates translations: a tag dropped is found, a name kept in English is not, and what is missing is counted', async () => {
    const p = await listed({ name: 'Velvet Circuit', description: 'A <b>neon</b> puzzle game for two players.' });
    await api('PUT', `/api/admin/translations/${p.productId}/es`, { field: 'description', text: 'Un juego de puzles de neón para dos.' });
    await api('PUT', `/api/admin/translations/${p.productId}/es`, { field: 'name', text: 'Velvet Circuit' });
    const report = await api<ValidationReport>('POST', '/api/admin/translations/validate', { language: 'es' });
    expect(report.status).toBe(200);
    const mine = report.body.findings.filter((f) => f.productId === p.productId);
    expect(mine.map((f) => [f.field, f.problem])).toEqual([['description', 'markup_mismatch']]);
    expect(report.body.missing).toBeGreaterThan(0);
  });

  it('Auto-translate says no service is configured and writes nothing', async () => {
    const p = await listed({ name: 'Silent Meridian' });
    const result = await api<AutoTranslateResult>('POST', '/api/admin/translations/auto-translate', { language: 'es' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ configured: false, translated: 0 });
    expect(result.body.message).toMatch(/No translation service is configured/);
    expect((await product(p.productId)).translations).toBeUndefined();
  });

  it('exports XLIFF 2.0 and imports it back: changes are written, a stale English lands outdated, bad units are refused and reported', async () => {
    const p = await listed({ name: 'Lumen Drift Atlas', description: 'Chart glowing seas.' });
    const exported = await api<TranslationExportFile>('GET', '/api/admin/translations/export?language=es&format=xliff&only=untranslated');
    expect(exported.status).toBe(200);
    expect(exported.body.contentType).toBe('application/xliff+xml');
    expect(exported.body.content).toContain('urn:oasis:names:tc:xliff:document:2.0');
    expect(exported.body.content).toContain(`<file id="${p.productId}">`);

    // The translator fills two units; meanwhile the English description changes; one unit names a field we do not keep.
    const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="es">
  <file id="${p.productId}">
    <unit id="name"><segment><source>Lumen Drift Atlas</source><target>Atlas de la Deriva Lumínica</target></segment></unit>
    <unit id="description"><segment><source>Chart glowing seas.</source><target>Cartografía mares brillantes.</target></segment></unit>
    <unit id="slug"><segment><source>lumen</source><target>lumen-es</target></segment></unit>
  </file>
  <file id="no-such-product"><unit id="name"><segment><source>Ghost</source><target>Fantasma</target></segment></unit></file>
</xliff>`;
    await deps.store.entities.product.patch({ productId: p.productId }).set({ description: 'Chart glowing seas at night.' }).go();
    const before = await coverage('es');
    const imported = await api<TranslationImportReport>('POST', '/api/admin/translations/import', { language: 'es', format: 'xliff', content: xliff });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ changed: 2, outdated: 1, refusedCount: 2 });
    expect(imported.body.refused.map((r) => [r.productId, r.field])).toEqual(expect.arrayContaining([[p.productId, 'slug'], ['no-such-product', 'name']]));
    expect((await product(p.productId)).translations?.es).toEqual({ name: 'Atlas de la Deriva Lumínica', description: 'Cartografía mares brillantes.' });
    expect(await coverage('es')).toBe(before + 1);
    const page = await api<TranslationPage>('GET', '/api/admin/translations?language=es&state=outdated&limit=50');
    expect(page.body.items.find((r) => r.productId === p.productId)?.fields.find((f) => f.field === 'description')?.state).toBe('outdated');

    const again = await api<TranslationImportReport>('POST', '/api/admin/translations/import', { language: 'es', format: 'xliff', content: xliff });
    expect(again.body).toMatchObject({ changed: 0, unchanged: 2 });
  });

  it('round-trips the JSON twin of the export', async () => {
    const p = await listed({ name: 'Saffron Circuit Rally', description: 'Race through spice markets.' });
    const exported = await api<TranslationExportFile>('GET', '/api/admin/translations/export?language=pt&format=json');
    const doc = JSON.parse(exported.body.content) as { products: Record<string, Record<string, { source: string; target: string }>> };
    doc.products = { [p.productId]: { name: { ...doc.products[p.productId]!.name!, target: 'Rali do Circuito Açafrão' } } };
    const imported = await api<TranslationImportReport>('POST', '/api/admin/translations/import', { language: 'pt', format: 'json', content: JSON.stringify(doc) });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ changed: 1, outdated: 0, refusedCount: 0 });
    expect((await product(p.productId)).translations?.pt?.name).toBe('Rali do Circuito Açafrão');
  });

  it('refuses a malformed file, another language or a non-XLIFF document whole, and writes nothing', async () => {
    const p = await listed({ name: 'Obsidian Bloom' });
    const unit = `<file id="${p.productId}"><unit id="name"><segment><source>Obsidian Bloom</source><target>Flor de Obsidiana</target></segment></unit></file>`;
    const cases: [string, string, RegExp][] = [
      ['xliff', `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="es">${unit}`, /well-formed/],
      ['xliff', `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">${unit}</xliff>`, /'fr' translations, not 'es'/],
      ['xliff', `<xliff version="1.2"><file original="x"><body/></file></xliff>`, /not XLIFF 2.0/],
      ['xliff', `<html><body>hello</body></html>`, /no <xliff> element/],
      ['json', `{"sourceLanguage":"en","targetLanguage":"es","products":{"${p.productId}":{"name":{"source":"Obsidian Bloom"}}}}`, /target/],
      ['json', `{not json`, /not JSON/],
    ];
    for (const [format, content, message] of cases) {
      const res = await api('POST', '/api/admin/translations/import', { language: 'es', format, content });
      expect(res.status, content).toBe(400);
      expect(res.body.detail).toMatch(message);
    }
    expect((await product(p.productId)).translations).toBeUndefined();
  });
});
