import type { LanguageCode } from './languages';

/** A country's name in the visitor's language (the server's English name where Intl has none). */
export function countryName(country: { code: string; name: string } | null | undefined, language: LanguageCode): string | null {
  if (!country) return null;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country.code) ?? country.name;
  } catch {
    return country.name; // not a region code Intl knows
  }
}
