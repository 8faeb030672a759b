import * as z from 'zod';
import { slideGradients } from '../catalog/featured-slide';
import { safeText } from '../http/safe-text';

const idField = z.string().min(1, 'Product is required').max(64).regex(/^[A-Za-z0-9_-]+$/, 'Must be an id');

/** Empty form fields ('' or nothing) mean "not set": back-office §5 stores them as null. */
const blankToNull = (value: unknown) => (value === '' || value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);

/**
 * A price: a decimal string in US dollars as the form shows it ('19.99'), or integer cents as stored; empty is null.
 * Either way the output is cents, and cents parse to themselves, so the form can submit what it parsed.
 */
const price = (label: string) =>
  z.preprocess(
    (value) => {
      const v = blankToNull(value);
      return typeof v === 'string' && /^\d{1,6}(\.\d{1,2})?$/.test(v.trim()) ? Math.round(Number(v.trim()) * 100) : v;
    },
    z
      .number({ message: `${label} must be an amount like 19.99` })
      .int(`${label} must be an amount like 19.99`)
      .min(0, `${label} must be an amount like 19.99`)
      .max(99_999_999, `${label} is too large`)
      .nullable(),
  );

/** A whole number typed in a form field (a string or a number); empty is null. */
const wholeNumber = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    const v = blankToNull(value);
    return typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v;
  }, schema.nullable());

/**
 * An ISO date-time, or a `datetime-local` field's value read in the reader's time zone: the form parses it in the
 * browser (the admin's local time) and submits ISO, so the server only ever sees ISO. Empty is null.
 */
const dateField = z.preprocess(
  (value) => {
    const v = blankToNull(value);
    if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(v)) return v;
    const local = new Date(v);
    return Number.isNaN(local.getTime()) ? v : local.toISOString();
  },
  z.iso
    .datetime({ offset: true, message: 'Enter a date and time' })
    .transform((s) => new Date(s).toISOString())
    .nullable(),
);

/**
 * A featured slide as staff write it (back-office §5 and §9): one schema for the Add/Edit form and the server. Title and
 * product are required, the discount is 0–100, the display order at least 0, empty prices and discount become null,
 * dates become ISO or null and the end must come after the start. Whether the variant belongs to the product is the
 * server's check (it needs the table).
 */
export const slideInputSchema = z
  .strictObject({
    productId: idField,
    variantId: z.preprocess(blankToNull, idField.nullable()).default(null),
    title: safeText().trim().min(1, 'Title is required').max(120, 'Title is at most 120 characters'),
    subtitle: z.preprocess(blankToNull, safeText().trim().max(240, 'Subtitle is at most 240 characters').nullable()).default(null),
    customPrice: price('Custom price').default(null),
    originalPrice: price('Original price').default(null),
    discountPercentage: wholeNumber(z.number({ message: 'Discount must be a number' }).int('Discount must be a whole number').min(0, 'Discount must be between 0 and 100').max(100, 'Discount must be between 0 and 100')).default(null),
    imageType: z.enum(['upload', 'url']).default('upload'),
    imageUrl: z.preprocess(blankToNull, safeText().trim().max(1000).pipe(z.url({ protocol: /^https?$/, message: 'Image must be an http(s) URL' })).nullable()).default(null),
    backgroundGradient: z.enum(slideGradients).default('from-blue-600 to-purple-600'),
    ctaText: safeText().trim().min(1, 'Button text is required').max(40, 'Button text is at most 40 characters').default('Shop Now'),
    displayOrder: z.preprocess(
      (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
      z.number({ message: 'Display order must be a number' }).int('Display order must be a whole number').min(0, 'Display order must be 0 or more').max(10_000),
    ).default(0),
    isActive: z.boolean().default(true),
    hideTitle: z.boolean().default(false),
    startDate: dateField.default(null),
    endDate: dateField.default(null),
  })
  .refine((s) => !s.startDate || !s.endDate || new Date(s.endDate) > new Date(s.startDate), { message: 'End date must be after the start date', path: ['endDate'] });
export type SlideInput = z.output<typeof slideInputSchema>;
export type SlideFormValues = z.input<typeof slideInputSchema>;

/** §9's defaults for a new slide, as the Add dialog starts. */
export const slideDefaults = {
  productId: '',
  variantId: null,
  title: '',
  subtitle: '',
  customPrice: '',
  originalPrice: '',
  discountPercentage: '',
  imageType: 'upload',
  imageUrl: '',
  backgroundGradient: 'from-blue-600 to-purple-600',
  ctaText: 'Shop Now',
  displayOrder: 0,
  isActive: true,
  hideTitle: false,
  startDate: '',
  endDate: '',
} as const satisfies SlideFormValues;

/** The names the Add/Edit dialog gives the gradients (§9: blue-purple, red-orange, green-teal, purple-pink, dark gray). */
export const gradientLabels: Record<(typeof slideGradients)[number], string> = {
  'from-blue-600 to-purple-600': 'Blue to purple',
  'from-red-600 to-orange-600': 'Red to orange',
  'from-green-600 to-teal-600': 'Green to teal',
  'from-purple-600 to-pink-600': 'Purple to pink',
  'from-gray-800 to-gray-900': 'Dark gray',
};

/** A slide as the back office lists it: every slide, live or not, with its product's name. */
export interface AdminSlideView {
  slideId: string;
  productId: string;
  productName: string | null;
  variantId: string | null;
  /** 'Platform – Region – edition' of the advertised variant, when it still exists. */
  variantLabel: string | null;
  title: string;
  subtitle: string | null;
  customPriceUsdCents: number | null;
  originalPriceUsdCents: number | null;
  discountPercentage: number | null;
  imageType: 'upload' | 'url';
  imageUrl: string | null;
  backgroundGradient: (typeof slideGradients)[number];
  ctaText: string;
  displayOrder: number;
  isActive: boolean;
  hideTitle: boolean;
  startDate: string | null;
  endDate: string | null;
  updatedAt: string;
}

/** A product the slide dialog can pick, with the variants a slide may advertise. */
export interface SlideTargetProduct {
  productId: string;
  name: string;
  variants: { variantId: string; label: string; priceUsdCents: number }[];
}

/** Scheduled (§4): its start date is still to come, whether or not it is switched on yet. */
export function isScheduled(slide: { startDate: string | null }, now: Date): boolean {
  return slide.startDate !== null && new Date(slide.startDate) > now;
}
