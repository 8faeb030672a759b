import type { ChosenInstructions } from '../../shared/catalog/activation-instructions';
import { translatedLanguages, type Translations } from '../../shared/catalog/translations';
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

/** A variant's translated words: its own face value, and the instructions `chooseInstructions` picked for it. */
export function variantTranslations(
  variant: Pick<VariantItem, 'translations'>,
  instructions: Pick<ChosenInstructions, 'translations'>,
): Translations<'faceValue' | 'activationInstructions'> {
  const result: Translations<'faceValue' | 'activationInstructions'> = {};
  for (const language of translatedLanguages) {
    const faceValue = variant.translations?.[language]?.faceValue;
    const activationInstructions = instructions.translations[language]?.activationInstructions;
    const texts = { ...(faceValue ? { faceValue } : {}), ...(activationInstructions ? { activationInstructions } : {}) };
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
