import { categoryTerms } from '../catalog/category-terms';
import type { ProductType } from '../catalog/product';
import { tagTerms } from '../catalog/tag-terms';
import type { SearchLanguage } from './index-names';

/**
 * What a product is, in the words a shopper of each language types: 'account', 'cuenta', 'conta'. Names are
 * brands and titles, often left in English, so without these a Spanish search for 'suscripción' found only the
 * products whose description happened to use the word (issue 19).
 */
export const productTypeWords: Record<ProductType, Record<SearchLanguage, string[]>> = {
  key: { en: ['game key', 'game'], es: ['clave de juego', 'juego'], pt: ['chave de jogo', 'jogo'] },
  account: { en: ['account'], es: ['cuenta'], pt: ['conta'] },
  gift_card: { en: ['gift card'], es: ['tarjeta regalo'], pt: ['cartão-presente'] },
  subscription: { en: ['subscription', 'membership'], es: ['suscripción', 'membresía'], pt: ['assinatura'] },
  dlc: { en: ['dlc', 'expansion'], es: ['dlc', 'expansión'], pt: ['dlc', 'expansão'] },
  software: { en: ['software', 'program'], es: ['software', 'programa'], pt: ['software', 'programa'] },
};

/** The type, category and tag words of a product in one language, for the records' `type_words` attribute. */
export function typeWordsOf(productType: ProductType, category: string, tags: readonly string[], language: SearchLanguage): string[] {
  const words = [...productTypeWords[productType][language]];
  const categoryName = (categoryTerms as Record<string, Record<SearchLanguage, string>>)[category]?.[language];
  if (categoryName) words.push(categoryName);
  if (language !== 'en') for (const tag of tags) if (tagTerms[tag]) words.push(tagTerms[tag]![language]);
  return [...new Set(words)];
}
