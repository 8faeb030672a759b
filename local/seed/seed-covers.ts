import type { PlatformCode } from '../../shared/catalog/platform';
import type { ProductType } from '../../shared/catalog/product';
import { publicImageUrl } from '../object-store/public-images';
import { coverKey, coverSvg } from './cover-art';

/** Where generated covers go: the images bucket's files (local/object-store/bucket-files.ts), as the S3 twin stores an upload. */
export interface ImageSink {
  put(key: string, body: Buffer, contentType: string): Promise<unknown>;
}

interface CoveredProduct {
  productId: string;
  name: string;
  productType: ProductType;
  imageUrl?: string | undefined;
}

/**
 * Gives every product without an image a generated cover, stored in the images bucket under `products/` like an upload,
 * with `imageUrl` at its public URL. The cover's platform is the product's first variant's.
 */
export async function withCovers<P extends CoveredProduct>(
  products: readonly P[],
  firstPlatform: (productId: string) => PlatformCode | undefined,
  sink: ImageSink,
  concurrency = 8,
): Promise<P[]> {
  const out = products.map((p) => p);
  let next = 0;
  const worker = async () => {
    while (next < products.length) {
      const i = next++;
      const product = products[i]!;
      const platform = firstPlatform(product.productId);
      if (product.imageUrl || !platform) continue;
      const key = coverKey(product.productId);
      await sink.put(key, Buffer.from(coverSvg({ name: product.name, platform, productType: product.productType })), 'image/svg+xml');
      out[i] = { ...product, imageUrl: publicImageUrl(key) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, products.length) }, worker));
  return out;
}

/** The first variant's platform of each product, from a list of variants in catalogue order. */
export function firstPlatforms(variants: readonly { productId: string; platformId: string }[]): (productId: string) => PlatformCode | undefined {
  const first = new Map<string, PlatformCode>();
  for (const v of variants) if (!first.has(v.productId)) first.set(v.productId, v.platformId as PlatformCode);
  return (productId) => first.get(productId);
}
