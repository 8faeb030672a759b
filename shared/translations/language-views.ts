import type { TranslatedField, TranslationFinding, TranslationState } from './translation-checks';

/** One language on Multi-Language Management (intelligence §2, §3 language). */
export interface LanguageView {
  code: string;
  name: string;
  nativeName: string | null;
  isActive: boolean;
  /** English is the catalogue's own text, never translated. */
  isSource: boolean;
  /** Whether every storefront string exists in it: only then is an active language offered to shoppers. */
  interfaceComplete: boolean;
  /** Whether its product texts can be stored and searched (a search index of its own); the editor works in these. */
  catalogue: boolean;
  /** Products with a translated name and description, from a counter kept on every translation write. */
  translatedProducts: number | null;
}

export interface TranslationActivityView {
  productId: string;
  productName: string;
  language: string;
  field: TranslatedField;
  /** Fields written at once: 1 from the editor, more from an import. */
  fields: number;
  action: 'saved' | 'cleared' | 'imported' | 'translated';
  by: string | null;
  at: string;
}

export interface MultiLanguageOverview {
  languages: LanguageView[];
  /** Every product: the denominator of coverage. */
  products: number;
  activity: TranslationActivityView[];
  /** Auto-translate Missing: whether a machine translation service is configured, and what to tell staff if not. */
  autoTranslate: { available: boolean; message: string };
}

export interface TranslationFieldView {
  field: TranslatedField;
  source: string;
  translated: string;
  state: TranslationState | null;
  findings: TranslationFinding[];
}

/** One product in the Translations editor: its English texts beside the language's, field by field. */
export interface TranslationRow {
  productId: string;
  name: string;
  /** The product as read (its updatedAt): a save with it is refused if someone changed the product since. */
  version: string;
  fields: TranslationFieldView[];
}

export interface TranslationPage {
  language: string;
  items: TranslationRow[];
  cursor: string | null;
  /** Products looked at for this page (a filtered page may read more than it shows). */
  scanned: number;
}

export interface TranslationSaved {
  row: TranslationRow;
}

/** Auto-translate Missing's answer: how many fields were translated, or why nothing was (no service configured). */
export interface AutoTranslateResult {
  configured: boolean;
  translated: number;
  message: string;
}
