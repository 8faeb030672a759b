import * as z from 'zod';
import { translationsSchema } from './translations';

export const productTypes = ['key', 'account', 'gift_card', 'subscription', 'dlc', 'software'] as const;
export type ProductType = (typeof productTypes)[number];

/** The three kinds a shopper browses by; the other types list under keys. */
export const storefrontTypes = ['key', 'account', 'gift_card'] as const;

export const deliveryTypes = ['instant', 'manual', 'scheduled'] as const;
export const ageRatings = ['E', 'E10+', 'T', 'M', 'AO'] as const;

const isoDateTime = z.iso.datetime({ offset: true });

export { translatedLanguages, type TranslatedLanguage } from './translations';

/** The product texts a shopper reads, per language; a missing field falls back to the English text. */
export const productTranslationsSchema = translationsSchema({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(10000),
  seoTitle: z.string().max(200),
  seoDescription: z.string().max(500),
});
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

export const productSchema = z.strictObject({
  productId: z.string().min(1),
  name: z.string().trim().min(1, 'Name is required').max(200),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug must be lowercase words joined by hyphens').max(200),
  description: z.string().max(10000).default(''),
  productType: z.enum(productTypes),
  category: z.string().max(80).default('Gaming'),
  tags: z.array(z.string().max(40)).max(30).default([]),
  developer: z.string().max(120).optional(),
  publisher: z.string().max(120).optional(),
  ageRating: z.enum(ageRatings).optional(),
  deliveryType: z.enum(deliveryTypes).default('instant'),
  imageUrl: z.string().max(1000).optional(),
  releaseDate: isoDateTime.optional(),
  isActive: z.boolean().default(true),
  featured: z.boolean().default(false),
  isPreorder: z.boolean().default(false),
  preorderStartDate: isoDateTime.optional(),
  preorderEndDate: isoDateTime.optional(),
  expectedDeliveryDate: isoDateTime.optional(),
  preorderDeliveryInfo: z.string().max(1000).optional(),
  seoTitle: z.string().max(200).optional(),
  seoDescription: z.string().max(500).optional(),
  searchKeywords: z.array(z.string().max(60)).max(50).default([]),
  translations: productTranslationsSchema.optional(),
  rating: z.number().int().min(0).max(100).optional(),
  /** Review count and rating total, kept with every review write. */
  reviewCount: z.number().int().min(0).default(0),
  reviewRatingTotal: z.number().int().min(0).default(0),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Product = z.infer<typeof productSchema>;
