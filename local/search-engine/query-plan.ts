import type { IndexStore } from './index-store';
import { pluralForms } from './plurals';
import type { Rewrite } from './synonyms';

/** Another reading of a query word (or run of words): a phrase whose words must all be in the record. */
export interface QueryAlternative {
  words: string[];
  typos: number;
  /** Synonyms and plural forms count as exact words, as Algolia counts them; splits and corrections do not. */
  exact: boolean;
}

/** One unit of a query reading, matched as a whole: a query word, or a run of them a synonym or concatenation replaces. */
export interface QueryWord {
  /** The term typed (or concatenated), matched exactly, with typos and as a prefix; null when only alternatives match. */
  term: string | null;
  /** Typos the term itself costs: 1 for a concatenation of query words. */
  termTypos: number;
  prefix: boolean;
  /** Index of the first query word this stands for, and how many it covers. */
  start: number;
  covers: number;
  alternatives: QueryAlternative[];
  /** The unit's cache key for its expansions, made once with the plan. */
  key?: string;
}

export interface PlanOptions {
  rewrites: Map<string, Rewrite[]> | null;
  /** Changes whenever the synonyms do, so cached plans never outlive them. */
  rewritesVersion: number;
  pluralLanguages: string[];
  /** Splitting and concatenation come with typo tolerance, as in Algolia. */
  splitAndConcatenate: boolean;
}

/** At most this many readings of one query are matched: the typed one, then synonym runs and concatenations. */
const maxReadings = 8;

/**
 * The readings of a query, typed one first: each word with its one-word synonyms, plural forms and two-part splits
 * (both parts in the vocabulary, as Algolia splits 'jamesearljones' into two); then, one at a time, each run of
 * words a multi-word synonym input matches ('xbox live') or whose concatenation of 2 or 3 words is a term ('e shop').
 */
export function planQuery(store: IndexStore, words: string[], options: PlanOptions): QueryWord[][] {
  // The vocabulary is built lazily, and the plan reads it.
  store.ensureIndexed();
  return store.cached(`plan:${options.rewritesVersion}:${options.splitAndConcatenate ? 's' : 'n'}:${options.pluralLanguages.join(',')}:${words.join(' ')}`, () => buildPlan(store, words, options), true);
}

function buildPlan(store: IndexStore, words: string[], options: PlanOptions): QueryWord[][] {
  const last = words.length - 1;
  const typed = words.map((word, i): QueryWord => ({ term: word, termTypos: 0, prefix: i === last, start: i, covers: 1, alternatives: oneWordAlternatives(store, word, options) }));
  const readings = [typed];
  const replace = (start: number, covers: number, unit: QueryWord) => {
    if (readings.length >= maxReadings) return;
    readings.push([...typed.slice(0, start), unit, ...typed.slice(start + covers)]);
  };
  for (let i = 0; i < words.length; i += 1) {
    for (const rewrite of options.rewrites?.get(words[i]!) ?? []) {
      const length = rewrite.input.length;
      if (length < 2 || i + length > words.length || rewrite.input.some((w, k) => words[i + k] !== w)) continue;
      replace(i, length, { term: null, termTypos: 0, prefix: false, start: i, covers: length, alternatives: rewrite.alternatives.map((a) => ({ ...a, exact: a.typos === 0 })) });
    }
    if (!options.splitAndConcatenate) continue;
    for (let length = 2; length <= 3 && i + length <= words.length; length += 1) {
      const joined = words.slice(i, i + length).join('');
      const endsQuery = i + length === words.length;
      if (!store.terms.has(joined) && !(endsQuery && hasPrefix(store, joined))) continue;
      replace(i, length, { term: joined, termTypos: 1, prefix: endsQuery, start: i, covers: length, alternatives: [] });
    }
  }
  for (const reading of readings) for (const unit of reading) unit.key ??= `${unit.prefix ? 'p' : 'w'}${unit.termTypos}:${unit.covers}:${unit.term ?? ''}:${unit.alternatives.length ? JSON.stringify(unit.alternatives) : ''}`;
  return readings;
}

function oneWordAlternatives(store: IndexStore, word: string, options: PlanOptions): QueryAlternative[] {
  const alternatives: QueryAlternative[] = [];
  for (const rewrite of options.rewrites?.get(word) ?? []) {
    if (rewrite.input.length !== 1) continue;
    for (const alternative of rewrite.alternatives) alternatives.push({ ...alternative, exact: alternative.typos === 0 });
  }
  for (const form of pluralForms(word, options.pluralLanguages)) {
    if (store.terms.has(form)) alternatives.push({ words: [form], typos: 0, exact: true });
  }
  if (options.splitAndConcatenate && !store.terms.has(word)) {
    for (let at = 1; at < word.length; at += 1) {
      const head = word.slice(0, at);
      const tail = word.slice(at);
      if (store.terms.has(head) && store.terms.has(tail)) alternatives.push({ words: [head, tail], typos: 1, exact: false });
    }
  }
  return alternatives;
}

function hasPrefix(store: IndexStore, prefix: string): boolean {
  for (const _ of store.trie.atPrefix(prefix).keys()) return true;
  return false;
}
