import { Readable } from 'node:stream';
import { EnumChangefreq, SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { urlsPerSitemapFile } from '../../shared/seo/sitemap-kinds';
import type { SitemapPage } from './sitemap-pages';

/**
 * A list of pages as sitemap XML with the `sitemap` library, in files of at most 50,000 URLs (the protocol's limit),
 * each URL with its `hreflang` alternates: one `?lang=` address per offered language and `x-default` for the plain one.
 */
export async function sitemapFiles(origin: string, pages: readonly SitemapPage[], languages: readonly string[]): Promise<string[]> {
  // No pages, no file: the protocol wants at least one URL in a urlset, so an empty kind is left out of the index.
  const files: string[] = [];
  for (let start = 0; start < pages.length; start += urlsPerSitemapFile) {
    const items = pages.slice(start, start + urlsPerSitemapFile).map((page): SitemapItemLoose => {
      const url = new URL(page.path, origin).toString();
      return {
        url,
        ...(page.lastmod ? { lastmod: page.lastmod } : {}),
        changefreq: changefreq[page.changefreq],
        priority: page.priority,
        links: languages.length > 1 ? [...languages.map((lang) => ({ lang, url: withLanguage(url, lang) })), { lang: 'x-default', url }] : [],
      };
    });
    const stream = new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } });
    files.push((await streamToPromise(Readable.from(items).pipe(stream))).toString());
  }
  return files;
}

/** The sitemap index listing the given files' addresses, each with when it was written. */
export async function sitemapIndexFile(entries: readonly { url: string; lastmod: string }[]): Promise<string> {
  const stream = new SitemapIndexStream();
  return (await streamToPromise(Readable.from(entries.map((e) => ({ url: e.url, lastmod: e.lastmod }))).pipe(stream))).toString();
}

const changefreq = { daily: EnumChangefreq.DAILY, weekly: EnumChangefreq.WEEKLY, monthly: EnumChangefreq.MONTHLY } as const;

function withLanguage(url: string, lang: string): string {
  const u = new URL(url);
  u.searchParams.set('lang', lang);
  return u.toString();
}
