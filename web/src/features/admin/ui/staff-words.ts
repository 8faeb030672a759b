import { fillTemplate } from '@/lib/i18n/messages';

/** `t(key, values)` over one staff wording: what a staff part calls, or takes as a prop, to word itself. */
export type StaffT<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/**
 * The back office is in English whatever language the storefront is set to: the product specification words it so,
 * and a staff screen half translated beside English menus and titles reads worse than either language alone. Staff
 * wording therefore lives in a `wording.ts` of English texts, not in the storefront's en/es/pt `messages.ts` sets,
 * and is read without the visitor's language (no hook, so `t` is one stable function per wording).
 */
export function staffWords<K extends string>(wording: Record<K, string>): StaffT<K> {
  return (key, values) => fillTemplate(wording[key], values);
}
