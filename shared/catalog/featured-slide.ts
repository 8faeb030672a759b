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
