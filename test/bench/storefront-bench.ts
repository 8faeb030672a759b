import { join } from 'node:path';
import { initialJsKb } from './initial-js';
import { lighthouseMedian } from './lighthouse';
import { runLoad } from './load';
import { writeStorefrontReport, type StorefrontReport } from './storefront-report';

/** The browse page Lighthouse measures: a platform page, server-rendered from the search index. */
export const browsePath = '/platform/steam';

/**
 * The storefront's targets on a running store: the product API under load, initial JS for `/`, and Lighthouse
 * (mobile preset, median of 5) on the home page, the catalogue's first product and a browse page. Writes the
 * storefront section of docs/performance.md.
 */
export async function measureStorefront(
  root: string,
  storeUrl: string,
  catalogueBody: string,
): Promise<StorefrontReport & { js: Awaited<ReturnType<typeof initialJsKb>> }> {
  const js = await initialJsKb(storeUrl, join(root, 'web/dist'));

  console.log('product API (warm), 50 connections for 10 s…');
  const first = (JSON.parse(catalogueBody) as { items: { productId: string; slug: string }[] }).items[0]!;
  const productUrl = `${storeUrl}/api/products/${first.productId}`;
  await runLoad(productUrl, 2);
  const productApi = await runLoad(productUrl);

  console.log('Lighthouse (mobile preset), 5 runs each for the home, a product and a browse page…');
  const home = await lighthouseMedian(`${storeUrl}/`);
  const productPath = `/p/${first.slug}`;
  const product = await lighthouseMedian(`${storeUrl}${productPath}`);
  const browse = await lighthouseMedian(`${storeUrl}${browsePath}`);

  const report: StorefrontReport = {
    home,
    product: { ...product, path: productPath },
    browse: { ...browse, path: browsePath },
    productApi,
    initialJsKb: js.kb,
  };
  await writeStorefrontReport(join(root, 'docs/performance.md'), report);
  return { ...report, js };
}
