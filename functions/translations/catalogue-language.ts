import { translatedLanguages, type TranslatedLanguage } from '../../shared/catalog/translations';
import { UnprocessableError } from '../../shared/errors/domain-errors';

/**
 * The language a translation request names, if the catalogue can hold and search its texts: Spanish and Portuguese,
 * each with a search index of its own. English is the source; a language added on the Languages tab is listed and can be
 * switched on, but its product texts need a search index before the editor can write them.
 */
/** Whether the catalogue holds and searches product texts in this language (es, pt). */
export const isCatalogueLanguage = (code: string): code is TranslatedLanguage => (translatedLanguages as readonly string[]).includes(code);

export function catalogueLanguage(code: string): TranslatedLanguage {
  if (code === 'en') throw new UnprocessableError('English is the catalogue’s own text; choose a language to translate into.');
  if (!isCatalogueLanguage(code)) {
    throw new UnprocessableError(`Product texts can be translated into ${translatedLanguages.join(' and ')}, which have a search index each; '${code}' has none yet.`);
  }
  return code;
}
