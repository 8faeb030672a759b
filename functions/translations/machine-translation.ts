import type { TranslatedLanguage } from '../../shared/catalog/translations';

/** Auto-translate Missing's adapter: English texts in, the language's out, in order. */
export interface MachineTranslator {
  name: string;
  translate(texts: readonly string[], to: TranslatedLanguage): Promise<string[]>;
}

/**
 * The configured machine translation service, or null. None is built yet: on AWS it is Amazon Translate
 * (`@aws-sdk/client-translate`, with a `translate:TranslateText` grant for this function), and one machine has no twin
 * of it worth the name, so Auto-translate says that no service is configured rather than invent translations.
 */
export function machineTranslation(_config: unknown): MachineTranslator | null {
  return null;
}
