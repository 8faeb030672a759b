import { formatPrice, type CurrencyCode } from '../../../../shared/money/price';
import type { LanguageCode } from '../i18n/languages';

const locales: Record<LanguageCode, string> = { en: 'en-US', es: 'es-ES', pt: 'pt-BR' };
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the visitor's language writes it ('$49.99', '49,99 US$', 'US$ 49,99'). English keeps the hand-written
 * en-US form (shared/money/price.ts: it spares the hydrating page ICU's currency data); Spanish and Portuguese pages
 * are rendered afresh, never hydrated, so they can afford Intl.
 */
export function priceInLanguage(cents: number, currency: CurrencyCode, language: LanguageCode): string {
  if (language === 'en') return formatPrice(cents, currency);
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locales[language], { style: 'currency', currency })));
  return format.format(currency === 'JPY' ? cents : cents / 100);
}
