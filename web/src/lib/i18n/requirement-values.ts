import type { LanguageCode } from './languages';

/**
 * The English words inside system-requirement values (`8 GB RAM`, `10 GB available space`, `Windows 10 64-bit`,
 * `… or …`); product names such as `Intel Core i5-8400` are left as they are.
 */
const rules: [RegExp, Record<'es' | 'pt', string>][] = [
  [/ or /g, { es: ' o ', pt: ' ou ' }],
  [/(\d+) GB RAM/g, { es: '$1 GB de RAM', pt: '$1 GB de RAM' }],
  [/(\d+) GB available space/g, { es: '$1 GB de espacio disponible', pt: '$1 GB de espaço disponível' }],
  [/(\d+) GB SSD/g, { es: '$1 GB en SSD', pt: '$1 GB em SSD' }],
  [/(\d+)-bit/g, { es: 'de $1 bits', pt: 'de $1 bits' }],
];

/** A requirement value in `language`. */
export function requirementValue(value: string, language: LanguageCode): string {
  if (language === 'en') return value;
  return rules.reduce((text, [pattern, words]) => text.replace(pattern, words[language]), value);
}
