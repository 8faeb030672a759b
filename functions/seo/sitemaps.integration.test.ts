import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitemapGenerationView, SitemapOverview } from '../../shared/seo/sitemap-kinds';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { schemaErrors } from '../../test/fixtures/sitemap-schema/validate-sitemap';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import type { Deps } from '../lib/deps';
import { syncProductIndex } from '../search/sync-product-index';

describe('SEO and sitemaps', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let staff: string;
  const origin = () => process.env.PUBLIC_BASE_URL!;
  const api = async <T>(method: string, path: string, token?: string) => {
    const res = await fetch(`${gateway.url}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const text = await res.text();
    return { status: res.status, type: res.headers.get('content-type') ?? '', text, json: () => JSON.parse(text) as T };
  };

  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    // With a static site, so the gateway serves the page paths (/sitemap.xml, /robots.txt) as CloudFront's behaviours do.
    gateway = await startTestGateway({ serveStatic: async (_req, res) => void res.writeHead(404).end() });
    staff = await gateway.tokenFor('employee', 'seo-staff');
    await deps.store.entities.language.put([{ code: 'en', name: 'English', isActive: true }, { code: 'es', name: 'Spanish', isActive: true }, { code: 'pt', name: 'Portuguese', isActive: false }, { code: 'fr', name: 'French', isActive: true }]).go();
    const { product } = await seedProduct(deps, { slug: 'sitemap-game' });
    const { product: hidden } = await seedProduct(deps, { slug: 'hidden-game', isActive: false });
    await syncProductIndex(deps, product.productId);
    await syncProductIndex(deps, hidden.productId);
  });
  afterAll(() => gateway.close());

  it('generates the products sitemap with the sitemap library: every product on sale, its lastmod, hreflang alternates of the offered languages, valid against the schema', async () => {
    const made = await api<SitemapGenerationView>('POST', '/api/admin/seo/sitemaps/products', staff);
    expect(made.status).toBe(200);
    expect(made.json()).toMatchObject({ sitemapType: 'products', status: 'completed', urlCount: 1, files: 1, manual: true });
    const xml = (await api('GET', '/api/sitemap?type=products&part=1')).text;
    expect(await schemaErrors(xml)).toEqual([]);
    const product = (await deps.store.entities.product.query.bySlug({ slug: 'sitemap-game' }).go()).data[0]!;
    expect(xml).toContain(`<loc>${origin()}/p/sitemap-game</loc>`);
    expect(xml).toContain(`<lastmod>${new Date(product.updatedAt).toISOString()}</lastmod>`);
    // Offered: active, with the interface's strings (French is active but has none; Portuguese is inactive).
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${origin()}/p/sitemap-game?lang=es"/>`);
    expect(xml).toContain(`hreflang="x-default" href="${origin()}/p/sitemap-game"`);
    expect(xml).not.toContain('hreflang="fr"');
    expect(xml).not.toContain('hreflang="pt"');
    expect(xml).not.toContain('hidden-game');
  });

  it('serves the index at /sitemap.xml, listing the main, categories and products sitemaps (built for the answer when never generated, stored nowhere), and names it in robots.txt', async () => {
    const index = await api('GET', '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(await schemaErrors(index.text)).toEqual([]);
    for (const path of ['/api/sitemap?type=main', '/api/sitemap?type=categories&amp;part=1', '/api/sitemap?type=products&amp;part=1']) expect(index.text).toContain(`<loc>${origin()}${path}</loc>`);
    const categories = (await api('GET', '/api/sitemap?type=categories&part=1')).text;
    expect(await schemaErrors(categories)).toEqual([]);
    expect(categories).toContain(`<loc>${origin()}/platform/nintendo</loc>`);
    expect(categories).toContain(`<loc>${origin()}/category/platform-currency</loc>`);
    const main = (await api('GET', '/api/sitemap?type=main')).text;
    for (const page of ['/', '/help', '/contact', '/refund-policy', '/privacy', '/terms', '/cookies']) expect(main).toContain(`<loc>${origin()}${page}</loc>`);
    const robots = await api('GET', '/robots.txt');
    expect(robots.type).toContain('text/plain');
    expect(robots.text).toContain(`Sitemap: ${origin()}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /admin');
    // A public GET wrote nothing: only the products sitemap was ever generated.
    expect((await api<SitemapOverview>('GET', '/api/admin/seo/sitemaps', staff)).json().history.map((h) => h.sitemapType)).toEqual(['products']);
  });

  it('generates the index after the kinds it lists that were never generated', async () => {
    const made = await api<SitemapGenerationView>('POST', '/api/admin/seo/sitemaps/index', staff);
    expect(made.json()).toMatchObject({ sitemapType: 'index', status: 'completed', urlCount: 3 });
    const index = (await api('GET', '/sitemap.xml')).text;
    expect(await schemaErrors(index)).toEqual([]);
    expect(index).toContain(`<loc>${origin()}/api/sitemap?type=main</loc>`);
  });

  it('keeps the history and the summary on write: each generation with its URLs, size and time, newest first', async () => {
    const overview = (await api<SitemapOverview>('GET', '/api/admin/seo/sitemaps', staff)).json();
    expect(overview.history.map((h) => h.sitemapType)).toEqual(expect.arrayContaining(['products', 'main', 'categories', 'index']));
    expect(overview.history.every((h) => h.status === 'completed' && h.fileSize > 0 && (h.generationTimeMs ?? -1) >= 0)).toBe(true);
    expect(overview.history.map((h) => h.generationId)).toEqual([...overview.history.map((h) => h.generationId)].sort().reverse());
    expect(overview.summary.generations).toBe(overview.history.length);
    expect(overview.summary.totalUrls).toBe(overview.latest.main!.urlCount + overview.latest.categories!.urlCount + overview.latest.products!.urlCount);
    expect(overview.summary.lastGeneratedAt).not.toBeNull();
  });

  it('answers 404 for a part beyond the last, and 400 for an unknown kind, writing nothing', async () => {
    expect((await api('GET', '/api/sitemap?type=products&part=2')).status).toBe(404);
    const before = (await api<SitemapOverview>('GET', '/api/admin/seo/sitemaps', staff)).json().history.length;
    expect((await api('POST', '/api/admin/seo/sitemaps/everything', staff)).status).toBe(400);
    expect((await api('GET', '/api/sitemap?type=everything')).status).toBe(400);
    expect((await api<SitemapOverview>('GET', '/api/admin/seo/sitemaps', staff)).json().history.length).toBe(before);
  });
});
