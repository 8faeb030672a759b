import * as z from 'zod';
import { safeText } from '../http/safe-text';
import { ageRatings, deliveryTypes, productTypes, type ProductType } from './product';

/** Back-office §3: gift cards file under money categories, every other type under game-like ones. */
export const giftCardCategories = ['platform_currency', 'in_game_currency', 'digital_wallet'] as const;
export const otherCategories = ['games', 'software', 'subscriptions', 'dlc'] as const;
export const productCategories = [...giftCardCategories, ...otherCategories] as const;
export type ProductCategory = (typeof productCategories)[number];

/** The categories a product of this type may be filed under. */
export const categoriesFor = (type: ProductType): readonly ProductCategory[] => (type === 'gift_card' ? giftCardCategories : otherCategories);

export const categoryLabels: Record<ProductCategory, string> = {
  platform_currency: 'Platform currency',
  in_game_currency: 'In-game currency',
  digital_wallet: 'Digital wallet',
  games: 'Games',
  software: 'Software',
  subscriptions: 'Subscriptions',
  dlc: 'DLC',
};

/** Back-office §5: keywords are trimmed, lowercased and never repeated. */
export function normalizeKeywords(keywords: readonly string[]): string[] {
  return [...new Set(keywords.map((k) => k.trim().toLowerCase()).filter(Boolean))];
}

/** A URL-safe slug from a product name: 'Elden Ring: Deluxe' → 'elden-ring-deluxe'. */
export function slugFor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

// A form's date input sends 'YYYY-MM-DD' and an emptied one ''; both are accepted, a date becomes midnight UTC.
const dateField = z
  .union([z.literal(''), z.iso.date(), z.iso.datetime({ offset: true })])
  .optional()
  .transform((d) => (!d ? undefined : d.length === 10 ? `${d}T00:00:00.000Z` : new Date(d).toISOString()));

// An emptied text field ('') clears the value on the product.
const text = (max: number, multiline = false) =>
  safeText({ multiline })
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((t) => t || undefined);

/** An image uploaded to the store (image-upload.ts), by its path on the store's own origin, so it shows at any host name. */
const uploadedImagePath = z.string().regex(/^\/products\/(?:featured\/)?[A-Za-z0-9_-]+\.(?:png|jpg|webp|gif|avif)$/);
// The demo catalogue's generated covers (SVG, served sandboxed): never uploaded by staff, but kept when a product is edited.
const generatedCoverPath = z.string().regex(/^\/products\/cover-[A-Za-z0-9_-]+\.svg$/);

const keyword = safeText().trim().min(1).max(60, 'A keyword is at most 60 characters');

/** Every field staff set on a product (back-office §3), the same on create and edit; the server enforces each rule. */
export const productDraftSchema = z
  .strictObject({
    name: safeText().trim().min(1, 'Product name is required').max(200, 'At most 200 characters'),
    slug: z
      .union([z.literal(''), z.string().max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug must be lowercase words joined by hyphens')])
      .optional()
      .transform((s) => s || undefined),
    description: text(10000, true),
    productType: z.enum(productTypes, 'Choose a product type'),
    category: z.enum(productCategories, 'Choose a category'),
    developer: text(120),
    publisher: text(120),
    ageRating: z.union([z.literal(''), z.enum(ageRatings)]).optional().transform((r) => r || undefined),
    tags: z.array(safeText().trim().min(1).max(40)).max(30, 'At most 30 tags').default([]),
    deliveryType: z.enum(deliveryTypes).default('instant'),
    releaseDate: dateField,
    imageUrl: z
      .union([z.literal(''), uploadedImagePath, generatedCoverPath, safeText().trim().max(1000).pipe(z.url({ protocol: /^https?$/, error: 'Enter an http(s) image URL' }))])
      .optional()
      .transform((u) => u || undefined),
    isActive: z.boolean().default(true),
    isPreorder: z.boolean().default(false),
    preorderStartDate: dateField,
    preorderEndDate: dateField,
    expectedDeliveryDate: dateField,
    preorderDeliveryInfo: text(1000, true),
    seoTitle: text(200),
    seoDescription: text(500),
    searchKeywords: z.array(keyword).max(50, 'At most 50 keywords').default([]).transform(normalizeKeywords),
  })
  .superRefine((draft, ctx) => {
    if (!categoriesFor(draft.productType).includes(draft.category)) {
      const allowed = categoriesFor(draft.productType).map((c) => categoryLabels[c]).join(', ');
      ctx.addIssue({ code: 'custom', path: ['category'], message: `A ${draft.productType.replace('_', ' ')} product's category must be one of: ${allowed}` });
    }
    for (const problem of preorderWindowProblems(draft)) ctx.addIssue({ code: 'custom', ...problem });
  });
export type ProductDraft = z.output<typeof productDraftSchema>;
export type ProductDraftInput = z.input<typeof productDraftSchema>;

/** Back-office §4: a pre-order runs from its start to its end date, and is delivered after it starts. */
export function preorderWindowProblems(d: {
  isPreorder: boolean;
  preorderStartDate?: string | undefined;
  preorderEndDate?: string | undefined;
  expectedDeliveryDate?: string | undefined;
}): { path: string[]; message: string }[] {
  if (!d.isPreorder) return [];
  const problems: { path: string[]; message: string }[] = [];
  const at = (iso?: string) => (iso ? Date.parse(iso) : undefined);
  const [start, end, delivery] = [at(d.preorderStartDate), at(d.preorderEndDate), at(d.expectedDeliveryDate)];
  if (start === undefined) problems.push({ path: ['preorderStartDate'], message: 'A pre-order needs a start date' });
  if (start !== undefined && end !== undefined && end < start) problems.push({ path: ['preorderEndDate'], message: 'The pre-order end date must be on or after its start date' });
  if (start !== undefined && delivery !== undefined && delivery < start) {
    problems.push({ path: ['expectedDeliveryDate'], message: 'The expected delivery date must be on or after the pre-order start date' });
  }
  return problems;
}
