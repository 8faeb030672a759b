import type { TranslatedField, TranslationProblem } from './translation-checks';

export interface ValidationFinding {
  productId: string;
  productName: string;
  field: TranslatedField;
  problem: TranslationProblem;
  message: string;
}

/** Validate Translations' answer: how many translated fields were checked and what is wrong with them. */
export interface ValidationReport {
  language: string;
  products: number;
  fields: number;
  /** Fields with English text and no translation, and translations whose English changed since. */
  missing: number;
  outdated: number;
  findings: ValidationFinding[];
  /** More findings than the report lists. */
  truncated: boolean;
}
