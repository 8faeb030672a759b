import type { Translations } from '../../../../shared/catalog/translations';
import { editionName, regionName, regionTerms } from './catalog-terms';
import type { LanguageCode } from './languages';

/** A face value in the visitor's language: the variant's own translation (an account's contents), else the editions table. */
export function faceValueText(item: { faceValue: string | null; translations?: Translations<'faceValue'> | undefined }, language: LanguageCode): string | null {
  if (!item.faceValue) return null;
  const own = language === 'en' ? undefined : item.translations?.[language]?.faceValue;
  return own || editionName(item.faceValue, language);
}

/** A region's name in the visitor's language from its English name, where only that was kept (a delivered key). */
export function regionFromEnglish(name: string, language: LanguageCode): string {
  const code = Object.entries(regionTerms).find(([, names]) => names.en === name)?.[0];
  return code ? regionName(code, language, name) : name;
}
