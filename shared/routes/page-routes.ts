import * as z from 'zod';
import type { Needs } from './capabilities';
import { route } from './define-route';

/**
 * The template from the SPA's bucket; the home page carries the catalogue's first page and its cursor; browse
 * pages carry their first page of search results.
 */
const pageNeeds: Needs = { siteTemplate: true, secrets: ['cursor'], search: true };

/**
 * Storefront pages that are rendered on the server for a fast first paint; the SPA hydrates them. CDK gives
 * each an API route plus a CloudFront behaviour, and the local gateway serves them before the static files.
 * Every other path is the plain SPA.
 */
export const pageRoutes = {
  homePage: route<string>()({
    method: 'GET',
    path: '/',
    handler: 'pages/render-page',
    role: 'public',
    needs: pageNeeds,
    summary: 'The home page, server-rendered from the same data as GET /api/home.',
    request: {},
  }),
  // CloudFront's default root object turns a request for / into /index.html before it picks a behaviour,
  // so on AWS the home page arrives under this path.
  homePageIndex: route<string>()({
    method: 'GET',
    path: '/index.html',
    handler: 'pages/render-page',
    role: 'public',
    needs: pageNeeds,
    summary: 'The home page, as CloudFront asks for it (default root object).',
    request: {},
  }),
  productPage: route<string>()({
    method: 'GET',
    path: '/p/{slug}',
    handler: 'pages/render-page',
    role: 'public',
    needs: pageNeeds,
    summary: 'A product page, server-rendered from the same data as GET /api/products/by-slug/{slug}.',
    // Loose on purpose: a malformed slug still gets the SPA, which shows its not-found screen.
    request: { params: z.object({ slug: z.string().max(300) }) },
  }),
  platformPage: route<string>()({
    method: 'GET',
    path: '/platform/{code}',
    handler: 'pages/render-page',
    role: 'public',
    needs: pageNeeds,
    summary: "A platform's browse page, server-rendered from the search engine's first page of that platform's products.",
    // Loose on purpose: an unknown code still gets the SPA, which shows its not-found screen with a 404.
    request: { params: z.object({ code: z.string().max(100) }) },
  }),
  categoryPage: route<string>()({
    method: 'GET',
    path: '/category/{slug}',
    handler: 'pages/render-page',
    role: 'public',
    needs: pageNeeds,
    summary: "A category's browse page, server-rendered from the search engine's first page of that category's products.",
    request: { params: z.object({ slug: z.string().max(100) }) },
  }),
  // Not pages, but like them paths CloudFront must send to a function rather than the SPA's bucket.
  sitemapXml: route<string>()({
    method: 'GET',
    path: '/sitemap.xml',
    handler: 'seo/serve-site-files',
    role: 'public',
    needs: { files: { sitemaps: 'read' } },
    summary: 'The stored sitemap index (built for the answer if none was ever generated).',
    request: {},
  }),
  robotsTxt: route<string>()({
    method: 'GET',
    path: '/robots.txt',
    handler: 'seo/serve-site-files',
    role: 'public',
    needs: { table: 'none' },
    summary: 'robots.txt: the storefront open to crawlers, the private areas closed, and the sitemap index.',
    request: {},
  }),
};

export type PageRouteId = keyof typeof pageRoutes;

/** CloudFront path patterns for the page routes: parameters become wildcards, and `/` is left to the default root object. */
export const pagePathPatterns = (): string[] =>
  Object.values(pageRoutes)
    .map((r) => r.path.replace(/\{\w+\}.*$/, '*'))
    .filter((pattern) => pattern !== '/');
