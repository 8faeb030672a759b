import { murmur3 } from '../tracking/hyperloglog';

/** The product texts the translations editor covers (issue 18), with their limits (productTranslationsSchema). */
export const translatedFields = { name: 200, description: 10_000, seoTitle: 200, seoDescription: 500 } as const;
export type TranslatedField = keyof typeof translatedFields;

/** A translation's source fingerprint: stored beside it, so a later change of the English text marks it outdated. */
export const sourceHash = (source: string): string => murmur3(source.normalize('NFC').trim()).toString(16).padStart(8, '0');

export type TranslationState = 'missing' | 'outdated' | 'current';

/**
 * Where one field's translation stands: missing (none, or only spaces), outdated (the English text changed since it
 * was translated, by the stored source fingerprint; one with no fingerprint predates the editor and counts as
 * current), or current. An empty English text needs no translation.
 */
export function translationState(source: string, translated: string | undefined, translatedFromHash: string | undefined): TranslationState | null {
  if (!source.trim()) return null;
  if (!translated?.trim()) return 'missing';
  if (translatedFromHash && translatedFromHash !== sourceHash(source)) return 'outdated';
  return 'current';
}

export type TranslationProblem = 'empty' | 'identical' | 'too_long' | 'markup_mismatch';

export interface TranslationFinding {
  problem: TranslationProblem;
  message: string;
}

const tagsOf = (text: string) => (text.match(/<\/?[a-z][a-z0-9]*\b[^>]*>/gi) ?? []).map((t) => t.replace(/\s.*?(\/?)>$/s, '$1>').toLowerCase()).sort();
const placeholdersOf = (text: string) => (text.match(/\{[A-Za-z0-9_]+\}/g) ?? []).sort();
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
/** Words that read the same in every language: brand and product names, numbers, codes. */
const hasWords = (text: string) => /\p{L}{3,}.*\s+.*\p{L}{3,}/su.test(text);

/**
 * Validate Translations (issue 18): what is wrong with one field's translation, in the editor's words: empty, the
 * English text left as is (only for texts of several words, and never for a name: game titles are mostly kept), over the
 * field's limit, or HTML tags and `{placeholders}` that differ from the source's.
 */
export function checkTranslation(field: TranslatedField, source: string, translated: string): TranslationFinding[] {
  const findings: TranslationFinding[] = [];
  const text = translated.trim();
  if (!text) return [{ problem: 'empty', message: 'The translation is empty.' }];
  if (field !== 'name' && hasWords(source) && text.toLowerCase() === source.trim().toLowerCase()) findings.push({ problem: 'identical', message: 'The translation is the English text unchanged.' });
  if (translated.length > translatedFields[field]) findings.push({ problem: 'too_long', message: `The translation is ${translated.length} characters; this field holds at most ${translatedFields[field]}.` });
  if (!sameList(tagsOf(source), tagsOf(translated)) || !sameList(placeholdersOf(source), placeholdersOf(translated))) findings.push({ problem: 'markup_mismatch', message: 'The translation’s tags or {placeholders} differ from the English text’s.' });
  return findings;
}
