import type { Translations } from '../../../../shared/catalog/translations';
import type { LanguageCode } from './languages';

/**
 * A record's text in the visitor's language: its translation of that field when it has one, its English text
 * otherwise. Field by field, so a product translated by name only still shows its English description.
 */
export function localized<F extends string, V extends string | null>(
  record: { [P in F]: V } & { translations?: Translations<F> | undefined },
  field: F,
  language: LanguageCode,
): V | string {
  if (language === 'en') return record[field];
  return record.translations?.[language]?.[field] || record[field];
}
