export const languages = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const defaultLanguage: LanguageCode = 'en';
/** The spec's storage key; the value is the plain code, e.g. `es`. */
export const languageStorageKey = 'preferred-language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((l) => l.code === value);
}
