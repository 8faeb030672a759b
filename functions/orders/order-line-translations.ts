import { translatedLanguages, type Translations } from '../../shared/catalog/translations';
import type { PricedLine } from './priced-lines';

/** What an order line keeps of the catalogue's translations: the shopper's name and face value, and the instructions. */
export function orderLineTranslations(line: Pick<PricedLine, 'translations' | 'instructionTranslations'>): Translations<'productName' | 'faceValue' | 'activationInstructions'> {
  const kept: Translations<'productName' | 'faceValue' | 'activationInstructions'> = {};
  for (const language of translatedLanguages) {
    const texts = { ...line.translations?.[language], ...line.instructionTranslations[language] };
    if (Object.keys(texts).length > 0) kept[language] = texts;
  }
  return kept;
}
