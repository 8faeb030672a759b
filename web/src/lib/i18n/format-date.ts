import type { LanguageCode } from './languages';

const locales: Record<LanguageCode, string> = { en: 'en-US', es: 'es-ES', pt: 'pt-BR' };

/** A date (or date and time) as the visitor's language writes it; null for a missing or broken one. */
export function formatDate(iso: string | null | undefined, language: LanguageCode, withTime = false): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locales[language], options).format(date);
}
