import { schedules } from '../../shared/routes/schedule-table';
import { objectsProvider } from '../lib/adapters/object-store/objects-provider';
import { depsFor } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { tracedHandler } from '../lib/observability/tracer';
import { generateSitemap } from './generate-sitemap';

/** The daily schedule: every sitemap generated again, the index last so it lists the new parts. */
export const handler = tracedHandler('seo/generate-sitemaps', async (): Promise<void> => {
  const deps = depsFor(schedules.generateSitemaps.needs, [objectsProvider]);
  for (const kind of ['main', 'categories', 'products', 'index'] as const) {
    const done = await generateSitemap(deps, kind, false);
    logger.info('sitemap generated', { kind, urls: done.urlCount, ms: done.generationTimeMs });
  }
});
