import * as z from 'zod';
import { translationsSchema } from './translations';

export const slideGradients = [
  'from-blue-600 to-purple-600',
  'from-red-600 to-orange-600',
  'from-green-600 to-teal-600',
  'from-purple-600 to-pink-600',
  'from-gray-800 to-gray-900',
] as const;

export const featuredSlideSchema = z.strictObject({
  slideId: z.string().min(1),
  productId: z.string().min(1),
  /** The variant the slide advertises (an edition, a denomination): its call to action opens it and it sets the price. */
  variantId: z.string().min(1).max(200).nullable().default(null),
  title: z.string().trim().min(1, 'Title is required').max(120),
  subtitle: z.string().max(240).optional(),
  customPriceUsdCents: z.number().int().min(0).nullable().default(null),
  originalPriceUsdCents: z.number().int().min(0).nullable().default(null),
  discountPercentage: z.number().int().min(0).max(100).nullable().default(null),
  imageType: z.enum(['upload', 'url']).default('upload'),
  imageUrl: z.string().max(1000).optional(),
  backgroundGradient: z.enum(slideGradients).default('from-blue-600 to-purple-600'),
  ctaText: z.string().max(40).default('Shop Now'),
  translations: translationsSchema({ title: z.string().trim().min(1).max(120), subtitle: z.string().max(240), ctaText: z.string().max(40) }).optional(),
  displayOrder: z.number().int().min(0).default(0),
  isActive: z.boolean().default(true),
  hideTitle: z.boolean().default(false),
  startDate: z.iso.datetime({ offset: true }).nullable().default(null),
  endDate: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type FeaturedSlide = z.infer<typeof featuredSlideSchema>;

/** A slide is live when active and `now` falls inside its optional window (empty start: now; empty end: never). */
export function isSlideLive(slide: Pick<FeaturedSlide, 'isActive' | 'startDate' | 'endDate'>, now: Date): boolean {
  if (!slide.isActive) return false;
  if (slide.startDate && new Date(slide.startDate) > now) return false;
  if (slide.endDate && new Date(slide.endDate) < now) return false;
  return true;
}

/** A variant as a slide needs it: what it costs. */
export interface SlideVariant {
  priceUsdCents: number;
  retailPriceUsdCents?: number | null | undefined;
}

export interface SlideOffer {
  priceUsdCents: number | null;
  originalPriceUsdCents: number | null;
  discountPercentage: number | null;
}

const discountOf = (price: number, original: number | null): number | null =>
  original !== null && original > price ? Math.round((1 - price / original) * 100) : null;

/**
 * The price a slide shows: its custom price when staff set one (with their original price and discount), else the
 * price and retail price of the variant it targets, so the slide always matches the page its button opens.
 */
export function slideOffer(
  slide: Pick<FeaturedSlide, 'customPriceUsdCents' | 'originalPriceUsdCents' | 'discountPercentage'>,
  variant: SlideVariant | null,
): SlideOffer {
  if (slide.customPriceUsdCents !== null) {
    return {
      priceUsdCents: slide.customPriceUsdCents,
      originalPriceUsdCents: slide.originalPriceUsdCents,
      discountPercentage: slide.discountPercentage ?? discountOf(slide.customPriceUsdCents, slide.originalPriceUsdCents),
    };
  }
  if (variant) {
    const original = variant.retailPriceUsdCents ?? null;
    return {
      priceUsdCents: variant.priceUsdCents,
      originalPriceUsdCents: original !== null && original > variant.priceUsdCents ? original : null,
      discountPercentage: discountOf(variant.priceUsdCents, original),
    };
  }
  return { priceUsdCents: null, originalPriceUsdCents: slide.originalPriceUsdCents, discountPercentage: slide.discountPercentage };
}
