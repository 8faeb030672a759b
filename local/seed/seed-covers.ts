import { coverSvg } from '../../shared/catalog/cover-art';
import { coverKey, coverLanguages, platformCoverKey, type CoverLanguage } from '../../shared/catalog/cover-url';
import { platformCodes, type PlatformCode } from '../../shared/catalog/platform';
import type { ProductType } from '../../shared/catalog/product';
import { publicImageUrl } from '../object-store/public-images';

/** Where generated covers go: the images bucket's files (local/object-store/bucket-files.ts), as the S3 twin stores an upload. */
export interface ImageSink {
  put(key: string, body: Buffer, contentType: string): Promise<unknown>;
}

export interface CoveredProduct {
  productId: string;
  name: string;
  productType: ProductType;
  imageUrl?: string | undefined;
  translations?: { es?: { name?: string | undefined } | undefined; pt?: { name?: string | undefined } | undefined } | undefined;
}

/**
 * Gives every product without an image generated covers, stored in the images bucket under `products/` like an upload:
 * one per platform of its variants and storefront language (the product page shows the selected variant's, in the
 * visitor's language), and a default one, its first variant's platform in English, at the public URL `imageUrl` names.
 */
export async function withCovers<P extends CoveredProduct>(
  products: readonly P[],
  platformsOf: (productId: string) => readonly PlatformCode[],
  sink: ImageSink,
  concurrency = 8,
): Promise<P[]> {
  const out = products.map((p) => p);
  const covers: Cover[] = [];
  products.forEach((product, i) => {
    const platforms = platformsOf(product.productId);
    if (product.imageUrl || platforms.length === 0) return;
    covers.push({ key: coverKey(product.productId), svg: draw(product, platforms[0]!, 'en') }, ...platformCovers(product, platforms));
    out[i] = { ...product, imageUrl: publicImageUrl(coverKey(product.productId)) };
  });
  await writeCovers(covers, sink, concurrency);
  return out;
}

interface Cover {
  key: string;
  svg: () => string;
}

const draw = (product: CoveredProduct, platform: PlatformCode, language: CoverLanguage) => () =>
  coverSvg({ name: (language === 'en' ? undefined : product.translations?.[language]?.name) ?? product.name, seed: product.name, platform, productType: product.productType, language });

/** A product's covers for each of `platforms` in each storefront language (its name translated where it has a translation). */
export const platformCovers = (product: CoveredProduct, platforms: readonly PlatformCode[]): Cover[] =>
  platforms.flatMap((platform) => coverLanguages.map((language) => ({ key: platformCoverKey(product.productId, platform, language), svg: draw(product, platform, language) })));

/** Draws and stores covers, `concurrency` at a time. */
export async function writeCovers(covers: readonly Cover[], sink: ImageSink, concurrency = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < covers.length) {
      const cover = covers[next++]!;
      await sink.put(cover.key, Buffer.from(cover.svg()), 'image/svg+xml');
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, covers.length) }, worker));
}

/** The platforms of each product's variants that covers are drawn for, in catalogue order without repeats. */
export function variantPlatforms(variants: readonly { productId: string; platformId: string }[]): (productId: string) => readonly PlatformCode[] {
  const platforms = new Map<string, PlatformCode[]>();
  for (const v of variants) {
    const platform = platformCodes.find((code) => code === v.platformId);
    const list = platforms.get(v.productId) ?? [];
    if (platform && !list.includes(platform)) list.push(platform);
    platforms.set(v.productId, list);
  }
  return (productId) => platforms.get(productId) ?? [];
}
