import type { TranslatedLanguage } from '../../../../shared/catalog/translations';

/** Auto-translate Missing's adapter: one English text in, the language's out. */
export interface MachineTranslator {
  /** The service's name, as the screen and the activity show it. */
  name: string;
  translate(text: string, to: TranslatedLanguage): Promise<string>;
}

/** The configured service's name, or null when there is none (one machine): what the screen says before anyone clicks. */
export const machineTranslationName = (config: { MACHINE_TRANSLATION: 'none' | 'amazon-translate' }): string | null =>
  config.MACHINE_TRANSLATION === 'amazon-translate' ? 'Amazon Translate' : null;
