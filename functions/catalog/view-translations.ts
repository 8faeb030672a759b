import { translatedLanguages, type Translations } from '../../shared/catalog/translations';
import type { PlatformItem } from '../lib/data/entities/platform';
import type { VariantItem } from '../lib/data/entities/variant';

/** `{ translations }` when there is anything to carry, nothing otherwise, so views without translations stay as they were. */
export function withTranslations<F extends string>(translations: Translations<F> | undefined): { translations?: Translations<F> } {
  return translations && translatedLanguages.some((l) => translations[l] && Object.keys(translations[l]).length > 0) ? { translations } : {};
}

/** Only some fields of stored translations (a grid card carries the name, not the description). */
export function pickTranslations<F extends string>(translations: Translations<string> | undefined, fields: readonly F[]): Translations<F> | undefined {
  if (!translations) return undefined;
  const picked: Translations<F> = {};
  for (const language of translatedLanguages) {
    const texts = translations[language];
    if (!texts) continue;
    const kept = Object.fromEntries(fields.flatMap((f) => (texts[f] ? [[f, texts[f]]] : []))) as { [P in F]?: string };
    if (Object.keys(kept).length > 0) picked[language] = kept;
  }
  return picked;
}

/**
 * A variant's translated words. Its instructions are its own when it has any (translated or, lacking a translation,
 * the English ones), and otherwise its platform's default instructions in that language.
 */
export function variantTranslations(
  variant: Pick<VariantItem, 'activationInstructions' | 'translations'>,
  platform: Pick<PlatformItem, 'translations'> | undefined,
): Translations<'faceValue' | 'activationInstructions'> {
  const result: Translations<'faceValue' | 'activationInstructions'> = {};
  for (const language of translatedLanguages) {
    const own = variant.translations?.[language];
    const instructions = variant.activationInstructions ? own?.activationInstructions : platform?.translations?.[language]?.defaultInstructions;
    const texts = { ...(own?.faceValue ? { faceValue: own.faceValue } : {}), ...(instructions ? { activationInstructions: instructions } : {}) };
    if (Object.keys(texts).length > 0) result[language] = texts;
  }
  return result;
}

/** Translations of one field under another name (an order's first line's `productName` as the summary's `firstItemName`). */
export function renamedTranslations<F extends string, T extends string>(translations: Translations<string> | undefined, from: F, to: T): Translations<T> {
  const renamed: Translations<T> = {};
  for (const language of translatedLanguages) {
    const text = translations?.[language]?.[from];
    if (text) renamed[language] = { [to]: text } as { [P in T]?: string };
  }
  return renamed;
}
