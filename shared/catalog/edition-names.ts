import type { SearchLanguage as LanguageCode } from '../search/index-names';

type Translated = Exclude<LanguageCode, 'en'>;

/**
 * Editions and other option names shared by many products, in every storefront language. The storefront shows
 * them with these, and the search records carry them, so the option a shopper reads is the option they can search.
 */
export const editionTerms: Record<string, Record<LanguageCode, string>> = {
  Standard: { en: 'Standard', es: 'Estándar', pt: 'Padrão' },
  'Standard Edition': { en: 'Standard Edition', es: 'Edición estándar', pt: 'Edição padrão' },
  'Deluxe Edition': { en: 'Deluxe Edition', es: 'Edición Deluxe', pt: 'Edição Deluxe' },
  'Season Pass': { en: 'Season Pass', es: 'Pase de temporada', pt: 'Passe de temporada' },
  Expansion: { en: 'Expansion', es: 'Expansión', pt: 'Expansão' },
  'Track Pack': { en: 'Track Pack', es: 'Paquete de circuitos', pt: 'Pacote de pistas' },
  'Operator Pack': { en: 'Operator Pack', es: 'Paquete de operadores', pt: 'Pacote de operadores' },
  'Indie Licence': { en: 'Indie Licence', es: 'Licencia Indie', pt: 'Licença Indie' },
  'Pro Licence': { en: 'Pro Licence', es: 'Licencia Pro', pt: 'Licença Pro' },
  Lifetime: { en: 'Lifetime', es: 'De por vida', pt: 'Vitalícia' },
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Option names built from a count and a unit (`12 Months Family`, `5 Devices, 1 Year`, `3 PCs, Lifetime`), each with
 * its words in the translated languages; the count stays the catalogue's.
 */
const patterns: [RegExp, Record<Translated, (m: RegExpExecArray) => string>][] = [
  [
    /^(\d+) Months?(?: (Individual|Family))?$/,
    {
      es: (m) => plural(Number(m[1]), 'mes', 'meses') + ({ Individual: ', individual', Family: ', familiar' }[m[2] ?? ''] ?? ''),
      pt: (m) => plural(Number(m[1]), 'mês', 'meses') + ({ Individual: ', individual', Family: ', família' }[m[2] ?? ''] ?? ''),
    },
  ],
  [
    /^(\d+) Devices?, (\d+) Years?$/,
    {
      es: (m) => `${plural(Number(m[1]), 'dispositivo', 'dispositivos')}, ${plural(Number(m[2]), 'año', 'años')}`,
      pt: (m) => `${plural(Number(m[1]), 'dispositivo', 'dispositivos')}, ${plural(Number(m[2]), 'ano', 'anos')}`,
    },
  ],
  [
    /^(\d+) PCs?, Lifetime$/,
    {
      es: (m) => `${m[1]} PC, de por vida`,
      pt: (m) => `${m[1]} ${Number(m[1]) === 1 ? 'PC' : 'PCs'}, vitalícia`,
    },
  ],
];

/** An option name the tables or patterns know in `language`, or undefined for the product's own words. */
export function knownEditionName(name: string, language: LanguageCode): string | undefined {
  if (Object.hasOwn(editionTerms, name)) return editionTerms[name]![language];
  if (language === 'en') return undefined;
  for (const [pattern, translate] of patterns) {
    const match = pattern.exec(name);
    if (match) return translate[language](match);
  }
  return undefined;
}

/**
 * An option the editions table or its patterns name ('Expansion', '12 Months'), in `language`; null for words the
 * table does not know (a denomination such as '$50', an account's contents), which are the product's own.
 */
export function listedEditionName(name: string, language: LanguageCode): string | null {
  if (language !== 'en') return knownEditionName(name, language) ?? null;
  return Object.hasOwn(editionTerms, name) || patterns.some(([pattern]) => pattern.test(name)) ? name : null;
}
