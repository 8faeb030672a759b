import type { ProductDetail } from './catalog-views';

type SeoSource = Pick<ProductDetail, 'name' | 'description' | 'seoTitle' | 'seoDescription'>;

/** The page title: seo_title, else the name, with the store's suffix. */
export const productSeoTitle = (product: SeoSource): string => `${product.seoTitle ?? product.name} | NeonKeys`;

/** The meta description: seo_description, else the first 160 characters of the description. */
export const productSeoDescription = (product: SeoSource): string => product.seoDescription ?? product.description.slice(0, 160);
