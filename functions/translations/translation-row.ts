import type { TranslatedLanguage } from '../../shared/catalog/translations';
import type { TranslationRow } from '../../shared/translations/language-views';
import { checkTranslation, translatedFields, translationState, type TranslatedField } from '../../shared/translations/translation-checks';
import type { ProductItem } from '../lib/data/entities/product';

export const fieldNames = Object.keys(translatedFields) as TranslatedField[];

/** The English text of a translated field ('' when the product has none, as SEO fields may). */
export const sourceOf = (product: ProductItem, field: TranslatedField): string => product[field] ?? '';

/** A product as the Translations editor shows it in one language: English beside the translation, field by field. */
export function translationRow(product: ProductItem, language: TranslatedLanguage): TranslationRow {
  const texts = product.translations?.[language] ?? {};
  const hashes = product.translatedFrom?.[language] ?? {};
  return {
    productId: product.productId,
    name: product.name,
    version: product.updatedAt,
    fields: fieldNames.map((field) => {
      const source = sourceOf(product, field);
      const translated = texts[field] ?? '';
      const state = translationState(source, translated, hashes[field]);
      return { field, source, translated, state, findings: state && state !== 'missing' ? checkTranslation(field, source, translated) : [] };
    }),
  };
}
