import type { LanguageCode } from './languages';

/**
 * A feature's strings in every storefront language. English defines the keys; the type makes Spanish and
 * Portuguese carry exactly the same keys, and a unit test checks every set at run time too.
 */
export type MessageSet<K extends string> = { en: Record<K, string> } & { [L in Exclude<LanguageCode, 'en'>]: Record<K, string> };

export function defineMessages<K extends string>(set: MessageSet<K>): MessageSet<K> {
  return set;
}

/** Fills `{name}` placeholders; unknown placeholders are left visible so a missing value is noticed. */
export function fillTemplate(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
