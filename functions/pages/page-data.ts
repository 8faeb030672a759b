import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { unstable_serialize } from 'swr';
import { productSeoDescription } from '../../shared/catalog/product-seo';
import type { ProductDetail } from '../../shared/catalog/catalog-views';
import { routes } from '../../shared/routes/route-table';
import { productDetailJson } from '../catalog/product-detail-cache';
import { productIdForSlug } from '../catalog/product-slug-lookup';
import type { Deps } from '../lib/deps';
import { homeJson } from '../storefront/home-data';
import { browsePageData, browsePin } from './browse-page-data';
import { headTags } from './page-document';

export interface PageData {
  /** SWR entries under the exact keys the SPA's hooks use (`apiKey(path, options)`). */
  swr: Record<string, unknown>;
  head?: string;
}

/**
 * The page's data: the home payload, a browse page's first results, or the product named by the route's slug;
 * null for a path naming nothing the store has (an unknown platform, category or slug).
 */
export async function pageData(d: Deps, event: APIGatewayProxyEventV2): Promise<PageData | null> {
  const browse = /^\/(platform|category)\/([^/]+)\/?$/.exec(event.rawPath);
  if (browse) {
    const pin = browsePin(browse[1] as 'platform' | 'category', event.pathParameters?.code ?? event.pathParameters?.slug ?? '');
    return pin ? browsePageData(d, pin, event) : null;
  }
  const rawSlug = event.pathParameters?.slug;
  if (rawSlug === undefined) return { swr: { [unstable_serialize(['/api/home', undefined])]: JSON.parse(await homeJson(d)) } };
  // The same rule as GET /api/products/by-slug/{slug}, so the page and the API agree on what a slug is.
  const parsed = routes.getProductBySlug.request.params.safeParse({ slug: rawSlug });
  if (!parsed.success) return null;
  const { slug } = parsed.data;
  const product = JSON.parse(await productDetailJson(d, await productIdForSlug(d, slug))) as ProductDetail;
  return {
    swr: { [unstable_serialize(['/api/products/by-slug/{slug}', { params: { slug } }])]: product },
    head: headTags({
      description: productSeoDescription(product),
      robots: 'index,follow',
      canonicalUrl: `${d.config.PUBLIC_BASE_URL}/p/${product.slug}`,
    }),
  };
}
