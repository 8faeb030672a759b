import type { LanguageCode } from '@/lib/i18n/languages';

const locales: Record<LanguageCode, string> = { en: 'en-US', es: 'es-ES', pt: 'pt-BR' };

// Intl objects are expensive to build and cheap to use: one of each per language.
const dateFormats = new Map<LanguageCode, Intl.DateTimeFormat>();
const languageNames = new Map<LanguageCode, Intl.DisplayNames>();
const once = <T>(cache: Map<LanguageCode, T>, language: LanguageCode, build: () => T): T => {
  let value = cache.get(language);
  if (value === undefined) cache.set(language, (value = build()));
  return value;
};

/** A date as the visitor's language writes it, e.g. "February 25, 2022"; null for a missing or broken date. */
export function formatDate(iso: string | null, language: LanguageCode): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return once(dateFormats, language, () => new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' })).format(date);
}

/** A language code's name in the visitor's language ("es" reads "Spanish", "español" or "espanhol"). */
export function languageName(code: string, language: LanguageCode): string {
  try {
    const name = once(languageNames, language, () => new Intl.DisplayNames([locales[language]], { type: 'language' })).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(locales[language]) + name.slice(1) : code;
  } catch {
    return code; // not a valid language tag
  }
}
