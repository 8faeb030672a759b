import type { interfaceLanguages } from '../translations/interface-languages';
import type { PlatformCode } from './platform';

// Records rather than the shared lists: the type still makes them name every platform and storefront language, and the
// product page does not pull in the platform schema (and zod) for them.
const drawnPlatforms: Readonly<Record<PlatformCode, true>> = { playstation: true, xbox: true, steam: true, nintendo: true, epic: true, battlenet: true, pc: true };
const drawnLanguages: Readonly<Record<(typeof interfaceLanguages)[number], true>> = { en: true, es: true, pt: true };

export type CoverLanguage = keyof typeof drawnLanguages;
/** The languages a generated cover is drawn in: the storefront's own. */
export const coverLanguages = Object.keys(drawnLanguages) as readonly CoverLanguage[];

/** Where a product's default cover lives in the images bucket (first variant's platform, English), named for the product. */
export const coverKey = (productId: string) => `products/cover-${productId}.svg`;

/** Where the product's cover for one platform and language lives, beside its default cover. */
export const platformCoverKey = (productId: string, platform: PlatformCode, language: CoverLanguage) =>
  `products/cover-${productId}.${platform}.${language}.svg`;

// The default cover's public URL, as `publicImageUrl(coverKey(id))` writes it; product ids are URL-safe.
const defaultCover = /^\/products\/cover-([A-Za-z0-9_-]+)\.svg$/;

/**
 * The image a product page shows for the selected variant's platform in the visitor's language: a generated cover's
 * sibling for that platform and language, or the product's own image unchanged (an upload, no variant, a platform
 * the generator does not draw).
 */
export function coverUrlFor(imageUrl: string | null, platform: string | undefined, language: string): string | null {
  const productId = imageUrl?.match(defaultCover)?.[1];
  if (!productId || !isCoverPlatform(platform) || !isCoverLanguage(language)) return imageUrl;
  return `/${platformCoverKey(productId, platform, language)}`;
}

const isCoverPlatform = (code: string | undefined): code is PlatformCode => code !== undefined && Object.hasOwn(drawnPlatforms, code);
const isCoverLanguage = (code: string): code is CoverLanguage => Object.hasOwn(drawnLanguages, code);
