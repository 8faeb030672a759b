import { knownEditionName } from './edition-names';
import type { LanguageCode } from './languages';
import { tagTerms } from './tag-terms';
import { categoryTerms } from '../../../../shared/catalog/category-terms';

/**
 * Translation tables for names that come from the catalogue's data rather than from the interface: product
 * categories, regions, requirement labels, editions and tags. The catalogue stores them in English (or as
 * codes); these tables give every storefront language its word, and an unknown value falls back to a
 * readable form of itself, so a new category or tag still shows sensibly before it is translated.
 */
type Terms = Record<string, Record<LanguageCode, string>>;

/** Product categories by catalogue code, with the slug of their browse page (`/category/{slug}`). */
export { categoryTerms };

export type CategoryCode = keyof typeof categoryTerms;
export const categoryCodes = Object.keys(categoryTerms) as CategoryCode[];
export const isCategoryCode = (value: string): value is CategoryCode => Object.hasOwn(categoryTerms, value);

/** A category's browse-page slug: its code with hyphens (`platform_currency` → `platform-currency`). */
export const categorySlug = (code: string): string => code.replace(/_/g, '-');
/** The category a browse-page slug names, or null for an unknown slug. */
export const categoryFromSlug = (slug: string): CategoryCode | null => {
  const code = slug.replace(/-/g, '_');
  return isCategoryCode(code) ? code : null;
};

/** Regions by code (the catalogue's region ids in upper case). */
export const regionTerms = {
  GLOBAL: { en: 'Global', es: 'Global', pt: 'Global' },
  GLOBAL_RESTRICTED: { en: 'Global (restricted)', es: 'Global (con restricciones)', pt: 'Global (com restrições)' },
  NA: { en: 'North America', es: 'Norteamérica', pt: 'América do Norte' },
  US: { en: 'United States', es: 'Estados Unidos', pt: 'Estados Unidos' },
  LATAM: { en: 'Latin America', es: 'Latinoamérica', pt: 'América Latina' },
  EU: { en: 'Europe', es: 'Europa', pt: 'Europa' },
  UK: { en: 'United Kingdom', es: 'Reino Unido', pt: 'Reino Unido' },
  JP: { en: 'Japan', es: 'Japón', pt: 'Japão' },
  AU: { en: 'Australia', es: 'Australia', pt: 'Austrália' },
} satisfies Terms;

/** System-requirement row labels as the catalogue stores them. */
export const requirementTerms = {
  OS: { en: 'OS', es: 'Sistema operativo', pt: 'Sistema operacional' },
  Processor: { en: 'Processor', es: 'Procesador', pt: 'Processador' },
  Memory: { en: 'Memory', es: 'Memoria', pt: 'Memória' },
  Graphics: { en: 'Graphics', es: 'Gráficos', pt: 'Placa de vídeo' },
  Storage: { en: 'Storage', es: 'Almacenamiento', pt: 'Armazenamento' },
  DirectX: { en: 'DirectX', es: 'DirectX', pt: 'DirectX' },
  Network: { en: 'Network', es: 'Red', pt: 'Rede' },
} satisfies Terms;

export { editionTerms } from './edition-names';
export { tagTerms } from './tag-terms';
export { requirementValue } from './requirement-values';

function lookup(terms: Terms, value: string, language: LanguageCode): string | undefined {
  return Object.hasOwn(terms, value) ? terms[value]![language] : undefined;
}

/** Words from a code: `in_game_currency` → `In game currency`. */
const readable = (code: string): string => {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
};

/** A category's name; the spec's fallback for a product without one is 'Gaming'. */
export function categoryName(code: string | null | undefined, language: LanguageCode): string {
  if (!code) return { en: 'Gaming', es: 'Videojuegos', pt: 'Jogos' }[language];
  return lookup(categoryTerms, code, language) ?? readable(code);
}

/** A region's name by code; `fallback` (the catalogue's own name) for a region the table does not know. */
export function regionName(code: string, language: LanguageCode, fallback?: string): string {
  return lookup(regionTerms, code.toUpperCase(), language) ?? fallback ?? code;
}

export function requirementLabel(label: string, language: LanguageCode): string {
  return lookup(requirementTerms, label, language) ?? label;
}

/**
 * An edition or option name (`Deluxe Edition`, `12 Months`, `1 Device, 1 Year`); names no table knows (an account's
 * contents, a denomination such as `$50`) are the product's own words and stay as written (the variant's own
 * translations cover those).
 */
export function editionName(name: string, language: LanguageCode): string {
  return knownEditionName(name, language) ?? name;
}

/** A tag's name; untranslated tags show as stored. */
export function tagName(tag: string, language: LanguageCode): string {
  return lookup(namedTags, tag, language) ?? lookup(tagTerms, tag, language) ?? tag;
}

/** Tags that are names (stores, brands, games): written as their owners write them, the same in every language, before any other table. */
const namedTags: Terms = Object.fromEntries(
  ['PSN', 'eShop', 'Microsoft Store', 'Epic Games Store', 'Steam Wallet', 'Battle.net', 'PC', 'Switch', 'Call of Duty', 'Fortnite', 'V-Bucks', 'Starfall Odyssey', 'Crownfall Arena'].map(
    (name) => [name.toLowerCase(), { en: name, es: name, pt: name }],
  ),
);
