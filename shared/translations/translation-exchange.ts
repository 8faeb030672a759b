import * as z from 'zod';
import { translatedFields, type TranslatedField } from './translation-checks';

/** One product's texts in an exchange file: per field, the English it was exported with and its translation. */
export type ExchangeProduct = Partial<Record<TranslatedField, { source: string; target: string }>>;

/** An exchange file read into one shape, whichever format it came in. */
export interface ExchangeDocument {
  sourceLanguage: string;
  targetLanguage: string;
  products: Record<string, ExchangeProduct>;
}

const fieldNames = Object.keys(translatedFields) as [TranslatedField, ...TranslatedField[]];
const unit = z.strictObject({ source: z.string().max(10_000), target: z.string().max(20_000) });

/**
 * The JSON twin of the XLIFF file: the same fields, so a translator's tool that speaks JSON round-trips it.
 * `{ sourceLanguage: 'en', targetLanguage: 'es', products: { [productId]: { name: { source, target } } } }`.
 */
export const exchangeJsonSchema = z.strictObject({
  format: z.literal('neonkeys-translations').optional(),
  sourceLanguage: z.string().min(2).max(12),
  targetLanguage: z.string().min(2).max(12),
  products: z.record(z.string().min(1).max(64), z.record(z.string(), unit)),
});

export const isTranslatedField = (field: string): field is TranslatedField => (fieldNames as string[]).includes(field);

/** Export for Translation's answer: the file to save and what it holds. */
export interface TranslationExportFile {
  filename: string;
  contentType: string;
  content: string;
  products: number;
  units: number;
  /** The catalogue was larger than one export reads (2,000 products). */
  truncated: boolean;
}

export interface ImportRefusal {
  productId: string;
  field: string;
  reason: string;
}

/** Import Translations' report: what changed, what was left, and what was refused and why. */
export interface TranslationImportReport {
  language: string;
  products: number;
  changed: number;
  unchanged: number;
  /** Units with an empty target: left as they are. */
  skipped: number;
  /** Changed units whose English had changed since the export: saved, and shown as outdated. */
  outdated: number;
  refused: ImportRefusal[];
  refusedCount: number;
}
