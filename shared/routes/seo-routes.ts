import * as z from 'zod';
import { sitemapKinds, type SitemapGenerationView, type SitemapOverview } from '../seo/sitemap-kinds';
import { route } from './define-route';

/**
 * SEO and Sitemap Management (intelligence §2, §7 `generate-sitemap`; issue 18). Staff: back-office §6 puts SEO &
 * Sitemaps in the employee menu. Part of `routes`.
 */
export const seoRoutes = {
  adminSitemaps: route<SitemapOverview>()({
    method: 'GET',
    path: '/api/admin/seo/sitemaps',
    handler: 'seo/sitemap-admin-api',
    role: 'employee',
    summary: 'The sitemaps’ summary (URLs, average generation time, generations, last generated), each kind’s latest, and the 20 newest generations.',
    request: {},
  }),
  adminGenerateSitemap: route<SitemapGenerationView>()({
    method: 'POST',
    path: '/api/admin/seo/sitemaps/{type}',
    handler: 'seo/sitemap-admin-api',
    role: 'employee',
    needs: { table: 'write', files: { sitemaps: 'write' } },
    // API Gateway's own limit is 30 s; 50,000 URLs take a few.
    timeoutSeconds: 29,
    summary: 'Generates one sitemap now into the sitemaps bucket (split at 50,000 URLs, hreflang alternates) and records the generation.',
    request: { params: z.strictObject({ type: z.enum(sitemapKinds) }) },
  }),
};
