import * as z from 'zod';
import { safeText } from '../http/safe-text';
import { searchLanguages, type SearchLanguage } from './index-names';

/**
 * A synonym as staff manage it and as Algolia's synonyms API takes it (`/1/indexes/{index}/synonyms`): regular
 * (every word stands for the others), one-way (the input also finds the synonyms, not back), alternative
 * corrections (the word also finds the corrections, counted as 1 or 2 typos) and placeholders.
 */
export const synonymTypes = ['synonym', 'onewaysynonym', 'altcorrection1', 'altcorrection2', 'placeholder'] as const;
export type SynonymType = (typeof synonymTypes)[number];

export const synonymTypeLabels: Record<SynonymType, string> = {
  synonym: 'Regular',
  onewaysynonym: 'One-way',
  altcorrection1: 'Alternative correction (1 typo)',
  altcorrection2: 'Alternative correction (2 typos)',
  placeholder: 'Placeholder',
};

export type SynonymHit =
  | { objectID: string; type: 'synonym'; synonyms: string[] }
  | { objectID: string; type: 'onewaysynonym'; input: string; synonyms: string[] }
  | { objectID: string; type: 'altcorrection1' | 'altcorrection2'; word: string; corrections: string[] }
  | { objectID: string; type: 'placeholder'; placeholder: string; replacements: string[] };

/** Synonyms per language index: Algolia limits none we come near; the store keeps a list staff can read on one page. */
export const maxSynonymsPerLanguage = 500;
const maxWords = 20;

const term = safeText().trim().min(1, 'Words cannot be empty').max(100, 'A word or phrase is at most 100 characters');
const terms = (min: number, what: string) =>
  z
    .array(term)
    .min(min, `Give at least ${min} ${what}`)
    .max(maxWords, `At most ${maxWords} ${what}`)
    .refine((list) => new Set(list.map((t) => t.toLowerCase())).size === list.length, 'Each word or phrase only once');

export const synonymIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64, 'The id is at most 64 characters')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'The id uses lower-case letters, digits and hyphens');

/** The fields each type takes; any other is refused, so a synonym never carries a field its type ignores. */
const fieldsByType: Record<SynonymType, string[]> = {
  synonym: ['synonyms'],
  onewaysynonym: ['input', 'synonyms'],
  altcorrection1: ['word', 'corrections'],
  altcorrection2: ['word', 'corrections'],
  placeholder: ['placeholder', 'replacements'],
};

const fieldNames: Record<string, string> = { synonyms: 'synonyms', input: 'an input', word: 'a word', corrections: 'corrections', placeholder: 'a placeholder', replacements: 'replacements' };

type Body<T extends SynonymHit> = T extends unknown ? Omit<T, 'objectID'> : never;

/** What staff send: the synonym without its id (taken from the path, or made from its words on create). */
export const synonymBodySchema = z
  .strictObject({
    type: z.enum(synonymTypes, 'Choose a synonym type'),
    synonyms: terms(1, 'synonyms').optional(),
    input: term.optional(),
    word: term.optional(),
    corrections: terms(1, 'corrections').optional(),
    placeholder: z.string().trim().regex(/^<[a-z0-9_-]{1,40}>$/, 'A placeholder looks like <name>').optional(),
    replacements: terms(1, 'replacements').optional(),
  })
  .superRefine((body, ctx) => {
    const wanted = fieldsByType[body.type];
    for (const name of Object.keys(fieldNames)) {
      const present = (body as Record<string, unknown>)[name] !== undefined;
      if (wanted.includes(name) && !present) ctx.addIssue({ code: 'custom', path: [name], message: `A ${synonymTypeLabels[body.type].toLowerCase()} synonym needs ${fieldNames[name]}` });
      if (!wanted.includes(name) && present) ctx.addIssue({ code: 'custom', path: [name], message: `A ${synonymTypeLabels[body.type].toLowerCase()} synonym takes no ${name}` });
    }
    if (body.type === 'synonym' && (body.synonyms?.length ?? 0) < 2) ctx.addIssue({ code: 'custom', path: ['synonyms'], message: 'A regular synonym needs at least 2 words or phrases' });

  })
  .transform((body) => body as unknown as Body<SynonymHit>);
export type SynonymBody = z.output<typeof synonymBodySchema>;

export const synonymLanguageSchema = z.enum(searchLanguages);

export interface ManagedSynonym {
  language: SearchLanguage;
  synonym: SynonymHit;
  updatedAt: string;
  updatedBy: string | null;
}

/** The words a synonym is about: what staff read in the list, and the queries its preview tries. */
export function synonymWords(hit: SynonymBody): string[] {
  switch (hit.type) {
    case 'synonym':
      return hit.synonyms;
    case 'onewaysynonym':
      return [hit.input, ...hit.synonyms];
    case 'altcorrection1':
    case 'altcorrection2':
      return [hit.word, ...hit.corrections];
    case 'placeholder':
      return [hit.placeholder, ...hit.replacements];
  }
}

/** The queries a synonym changes: what a shopper types that it rewrites (every word of a regular synonym). */
export function synonymQueries(hit: SynonymBody): string[] {
  switch (hit.type) {
    case 'synonym':
      return hit.synonyms;
    case 'onewaysynonym':
      return [hit.input];
    case 'altcorrection1':
    case 'altcorrection2':
      return [hit.word];
    case 'placeholder':
      return hit.replacements;
  }
}

/** An id from the synonym's first words ('ps5-playstation'), for a synonym created without one. */
export function synonymIdFor(hit: SynonymBody): string {
  const slug = synonymWords(hit)
    .slice(0, 2)
    .join(' ')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug || 'synonym';
}
