import type { ProductType } from './product';
import { productTypeWording, type InstructionsKind } from './product-type-wording';
import type { TranslatedLanguage } from './translations';

type Language = 'en' | TranslatedLanguage;

interface Vocabulary {
  /** Each must match: the words the steps of this kind cannot do without. */
  needs: readonly RegExp[];
  /** Words of another kind of product that would mislead here. */
  never: RegExp;
}

// Store names that contain a forbidden word but only name the place ("Epic Games Launcher", "Xbox Game Pass").
const brandNames = /Epic Games|epicgames\.com|Game Pass/gi;

// \b is ASCII-only, so accented words are matched without it.
const vocabulary: Readonly<Record<InstructionsKind, Readonly<Record<Language, Vocabulary>>>> = {
  redeem: {
    en: { needs: [/\b(key|code)\b/i], never: /\bwallet\b|\bbalance\b/i },
    es: { needs: [/clave|código/i], never: /cartera|monedero|\bsaldo\b/i },
    pt: { needs: [/chave|código/i], never: /carteira|\bsaldo\b/i },
  },
  use: {
    en: { needs: [/\bcode\b/i, /\bbalance\b|\bwallet\b/i], never: /\bgames?\b|\blibrary\b|activate a product/i },
    es: { needs: [/código/i, /\bsaldo\b|cartera|monedero/i], never: /\bjuegos?\b|biblioteca|activar un producto/i },
    pt: { needs: [/código/i, /\bsaldo\b|carteira/i], never: /\bjogos?\b|biblioteca|ativar um produto/i },
  },
  sign_in: {
    en: { needs: [/sign in/i, /password/i], never: /activate a product|\bredeem|\bwallet\b/i },
    es: { needs: [/inicia sesión/i, /contraseña/i], never: /activar un producto|canje|cartera/i },
    pt: { needs: [/\bentre\b|\bentrar\b/i, /senha/i], never: /ativar um produto|resgat|carteira/i },
  },
  activate: {
    en: { needs: [/\bcode\b/i, /membership|subscription/i], never: /\blibrary\b|activate a product|\bwallet\b/i },
    es: { needs: [/código/i, /suscripción/i], never: /biblioteca|activar un producto|cartera/i },
    pt: { needs: [/código/i, /assinatura/i], never: /biblioteca|ativar um produto|carteira/i },
  },
  install: {
    en: { needs: [/install/i, /licen[cs]e key/i], never: /\bwallet\b|\bbalance\b/i },
    es: { needs: [/instal/i, /clave de licencia/i], never: /cartera|\bsaldo\b/i },
    pt: { needs: [/instal/i, /chave de licença/i], never: /carteira|\bsaldo\b/i },
  },
};

/**
 * What is wrong with a product type's instructions in a language: a word its steps need that is missing, or a word of
 * another type (a gift card's steps never speak of a game, a library or activating a product). Empty when right.
 */
export function instructionsWordProblems(productType: ProductType, language: Language, text: string): string[] {
  const { needs, never } = vocabulary[productTypeWording[productType].instructions][language];
  const problems = needs.filter((words) => !words.test(text)).map((words) => `lacks ${String(words)}`);
  const misleading = text.replace(brandNames, '').match(never);
  return misleading ? [...problems, `says "${misleading[0]}"`] : problems;
}
