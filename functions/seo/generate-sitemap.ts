import { ulid } from 'ulid';
import { sitemapFileKey, sitemapPublicPath, type SitemapGenerationView, type SitemapKind } from '../../shared/seo/sitemap-kinds';
import type { SitemapGenerationItem } from '../lib/data/entities/sitemap-generation';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { offeredLanguages } from './offered-languages';
import { categoryPages, mainPages, productPages } from './sitemap-pages';
import { sitemapFiles, sitemapIndexFile } from './write-sitemap';
import { expiresAfterDays } from '../lib/data/expires-at';

export type SitemapDeps = Pick<Deps, 'store' | 'now' | 'objects' | 'config'>;
/** What building a sitemap's XML reads: the table, the clock and the settings (the public routes, which never write). */
export type SitemapReadDeps = Pick<Deps, 'store' | 'objects' | 'config'>;

const keepDays = 365;
/** The sitemaps the index lists, in its order. */
const listed = ['main', 'categories', 'products'] as const;

export const generationView = (g: SitemapGenerationItem): SitemapGenerationView => ({
  generationId: g.generationId,
  sitemapType: g.sitemapType,
  status: g.status,
  startedAt: g.startedAt,
  urlCount: g.urlCount,
  fileSize: g.fileSize,
  files: g.files,
  generationTimeMs: g.generationTimeMs ?? null,
  errorMessage: g.errorMessage ?? null,
  manual: g.manual,
});

/**
 * Generates one sitemap into the sitemaps bucket (intelligence §7 `generate-sitemap`): recorded as processing, its
 * files written (split at 50,000 URLs), then completed with its URL count, size and time, and the summary moved, in
 * one transaction; or failed with the error, which is then thrown. The index lists the latest completed parts of the
 * other three, generating first any that was never generated.
 */
export async function generateSitemap(deps: SitemapDeps, kind: SitemapKind, manual: boolean): Promise<SitemapGenerationView> {
  const started = performance.now();
  const startedAt = deps.now();
  const generationId = ulid(startedAt.getTime());
  const record = {
    generationId,
    sitemapType: kind,
    status: 'processing' as const,
    manual,
    startedAt: startedAt.toISOString(),
    urlCount: 0,
    fileSize: 0,
    files: 0,
    expiresAt: expiresAfterDays(startedAt, keepDays),
  };
  await deps.store.entities.sitemapGeneration.create(record).go();
  try {
    if (kind === 'index') await generateMissing(deps, manual);
    const built = performance.now();
    const { files, urlCount } = await sitemapContent(deps, kind);
    const written = performance.now();
    await Promise.all(files.map((xml, i) => deps.objects.sitemaps.put(sitemapFileKey(kind, i + 1), xml, 'application/xml; charset=utf-8')));
    logger.info('sitemap written', { kind, urlCount, files: files.length, buildMs: Math.round(written - built), writeMs: Math.round(performance.now() - written) });
    const fileSize = files.reduce((n, f) => n + Buffer.byteLength(f), 0);
    const generationTimeMs = Math.round(performance.now() - started);
    const at = deps.now().toISOString();
    await deps.store.transaction
      .write(({ sitemapGeneration, sitemapTally }) => [
        sitemapGeneration.patch({ generationId }).set({ status: 'completed', urlCount, fileSize, files: files.length, generationTimeMs }).commit(),
        sitemapTally.update({ scope: 'all' }).add({ generations: 1, totalMs: generationTimeMs }).set({ lastGeneratedAt: at }).commit(),
        sitemapTally.update({ scope: kind }).set({ generationId, urlCount, files: files.length, at }).commit(),
      ])
      .go();
    return { ...generationView({ ...record, urlCount, fileSize, files: files.length, generationTimeMs } as SitemapGenerationItem), status: 'completed' };
  } catch (error) {
    const errorMessage = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    logger.error('sitemap generation failed', { kind, error });
    await deps.store.entities.sitemapGeneration
      .patch({ generationId })
      .set({ status: 'failed', errorMessage, generationTimeMs: Math.round(performance.now() - started) })
      .go()
      .catch((e: unknown) => logger.error('could not record a failed sitemap generation', { error: e }));
    throw error;
  }
}

/** A sitemap's files (the index listing the others' latest parts, or the pages split at 50,000) and its URL count, written nowhere. */
async function sitemapContent(deps: SitemapReadDeps, kind: SitemapKind): Promise<{ files: string[]; urlCount: number }> {
  if (kind === 'index') return indexContent(deps);
  const [pages, languages] = await Promise.all([kind === 'main' ? mainPages(deps) : kind === 'categories' ? Promise.resolve(categoryPages()) : productPages(deps), offeredLanguages(deps)]);
  return { files: await sitemapFiles(origin(deps), pages, languages), urlCount: pages.length };
}

/** A sitemap's XML files as a generation would write them. */
export const sitemapXml = async (deps: SitemapReadDeps, kind: SitemapKind): Promise<string[]> => (await sitemapContent(deps, kind)).files;

/** Before the index is generated, the kinds it lists that were never generated are. */
async function generateMissing(deps: SitemapDeps, manual: boolean): Promise<void> {
  const tallies = (await deps.store.entities.sitemapTally.get(listed.map((scope) => ({ scope }))).go({ consistent: true })).data;
  for (const kind of listed.filter((k) => !tallies.some((t) => t.scope === k && t.generationId))) await generateSitemap(deps, kind, manual);
}

/** The index: each listed kind's latest completed parts, or, where it was never generated, the parts it would have (served built on request). */
async function indexContent(deps: SitemapReadDeps): Promise<{ files: string[]; urlCount: number }> {
  const tallies = (await deps.store.entities.sitemapTally.get(listed.map((scope) => ({ scope }))).go({ consistent: true })).data;
  const parts = await Promise.all(
    listed.map(async (kind) => {
      const t = tallies.find((x) => x.scope === kind);
      if (t?.generationId) return { kind, files: t.files ?? 0, lastmod: t.at! };
      return { kind, files: (await sitemapContent(deps, kind)).files.length, lastmod: new Date().toISOString() };
    }),
  );
  const entries = parts.flatMap(({ kind, files, lastmod }) => Array.from({ length: files }, (_, i) => ({ url: new URL(sitemapPublicPath(kind, i + 1), origin(deps)).toString(), lastmod })));
  return { files: [await sitemapIndexFile(entries)], urlCount: entries.length };
}

const origin = (deps: Pick<Deps, 'config'>) => deps.config.PUBLIC_BASE_URL.replace(/\/$/, '');
