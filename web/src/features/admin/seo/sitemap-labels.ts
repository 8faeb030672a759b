import type { SitemapKind } from '../../../../../shared/seo/sitemap-kinds';

/** How each sitemap is named on the page and in its toasts ('{type} sitemap generated successfully'). */
export const sitemapLabel: Record<SitemapKind, string> = { index: 'Index', main: 'Main', products: 'Products', categories: 'Categories' };

export const sitemapDescription: Record<SitemapKind, string> = {
  index: 'Lists the other sitemaps; crawlers start here (robots.txt names it).',
  main: 'The home page and the help and policy pages.',
  products: 'Every product on sale, split every 50,000 URLs.',
  categories: 'The platform and category browse pages.',
};

/** Intelligence §9: sitemap sizes in B, KB or MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
