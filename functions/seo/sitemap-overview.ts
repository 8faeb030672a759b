import { sitemapKinds, type SitemapOverview } from '../../shared/seo/sitemap-kinds';
import type { Deps } from '../lib/deps';
import { generationView } from './generate-sitemap';

/** The SEO page (intelligence §2, §7): the summary and latest per kind from the tallies kept on write, and the 20 newest generations. */
export async function sitemapOverview(deps: Pick<Deps, 'store'>): Promise<SitemapOverview> {
  const { sitemapTally, sitemapGeneration } = deps.store.entities;
  const [tallies, history] = await Promise.all([
    sitemapTally.get(['all', ...sitemapKinds].map((scope) => ({ scope }))).go(),
    sitemapGeneration.query.byNewest({}).go({ limit: 20, order: 'desc', pages: 1 }),
  ]);
  const all = tallies.data.find((t) => t.scope === 'all');
  const latestIds = tallies.data.filter((t) => t.scope !== 'all' && t.generationId).map((t) => ({ generationId: t.generationId! }));
  const latest = latestIds.length ? (await sitemapGeneration.get(latestIds).go()).data : [];
  const generations = all?.generations ?? 0;
  return {
    summary: {
      totalUrls: tallies.data.filter((t) => t.scope !== 'all' && t.scope !== 'index').reduce((n, t) => n + (t.urlCount ?? 0), 0),
      averageGenerationMs: generations ? Math.round((all?.totalMs ?? 0) / generations) : 0,
      generations,
      lastGeneratedAt: all?.lastGeneratedAt ?? null,
    },
    history: history.data.map(generationView),
    latest: Object.fromEntries(latest.map((g) => [g.sitemapType, generationView(g)])),
  };
}
