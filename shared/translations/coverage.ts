import { translatedLanguages, type TranslatedLanguage, type Translations } from '../catalog/translations';

export interface CoverableProduct {
  translations?: Translations<'name' | 'description' | 'seoTitle' | 'seoDescription'> | undefined;
}

const present = (text: string | undefined) => Boolean(text?.trim());

/**
 * Whether a product counts as translated into a language on the Overview (issue 18: "products with a translated name
 * and description"). It reads the translations alone, never the English, so only a translation write can change it and
 * the counter moves in that write's transaction.
 */
export function isCovered(product: CoverableProduct, language: TranslatedLanguage): boolean {
  const texts = product.translations?.[language];
  return present(texts?.name) && present(texts?.description);
}

/** The catalogue languages a product is covered in: what the coverage counters count. */
export const coveredLanguages = (product: CoverableProduct): TranslatedLanguage[] => translatedLanguages.filter((l) => isCovered(product, l));
