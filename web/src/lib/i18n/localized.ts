import type { Translations } from '../../../../shared/catalog/translations';
import type { LanguageCode } from './languages';

type Translatable<F extends string> = { [P in F]: string | null } & { translations?: Translations<F> | undefined };

/**
 * A record's text in the visitor's language: its translation of that field when it has one, its English text
 * otherwise. Field by field, so a product translated by name only still shows its English description.
 */
export function localized<F extends string, R extends Translatable<F>>(record: R, field: F, language: LanguageCode): R[F] {
  if (language === 'en') return record[field];
  // A translation is a non-empty string, which fits any text field (string, or string | null).
  return (record.translations?.[language]?.[field] || record[field]) as R[F];
}
