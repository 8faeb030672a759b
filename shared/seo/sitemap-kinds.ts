/** The four sitemaps of SEO and Sitemap Management (intelligence-and-search §2, §7 `generate-sitemap`). */
export const sitemapKinds = ['index', 'main', 'products', 'categories'] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

/** The sitemap protocol's limit on URLs per file: a longer list is split into numbered parts the index lists. */
export const urlsPerSitemapFile = 50_000;

/** A generation's state (intelligence §4): processing, then completed or failed. */
export type SitemapStatus = 'processing' | 'completed' | 'failed';

/** The key a sitemap file is stored under in the sitemaps bucket: `main.xml`, `products-2.xml`. */
export const sitemapFileKey = (kind: SitemapKind, part = 1): string => (kind === 'products' || kind === 'categories' ? `sitemaps/${kind}-${part}.xml` : `sitemaps/${kind}.xml`);

/** Where the public reads a stored file: `/sitemap.xml` is the index, `/api/sitemap?type=…&part=…` the others. */
export const sitemapPublicPath = (kind: SitemapKind, part = 1): string => (kind === 'index' ? '/sitemap.xml' : `/api/sitemap?type=${kind}${kind === 'products' || kind === 'categories' ? `&part=${part}` : ''}`);

export interface SitemapGenerationView {
  generationId: string;
  sitemapType: SitemapKind;
  status: SitemapStatus;
  startedAt: string;
  urlCount: number;
  /** Bytes of every file it wrote together. */
  fileSize: number;
  files: number;
  generationTimeMs: number | null;
  errorMessage: string | null;
  manual: boolean;
}

export interface SitemapSummary {
  /** URLs in the latest completed main, categories and products sitemaps. */
  totalUrls: number;
  averageGenerationMs: number;
  generations: number;
  lastGeneratedAt: string | null;
}

export interface SitemapOverview {
  summary: SitemapSummary;
  /** The 20 newest generations (intelligence §7). */
  history: SitemapGenerationView[];
  /** Each kind's latest completed generation, for its card. */
  latest: Partial<Record<SitemapKind, SitemapGenerationView>>;
}
