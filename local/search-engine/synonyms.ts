import { synonymWords, type SynonymHit } from '../../shared/search/synonym';
import { SearchEngineError } from './search-engine-error';
import { foldedWords } from './text-folding';

export type { SynonymHit };

/** One way to read a run of query words: another phrase, with the typos Algolia counts for it. */
export interface Alternative {
  words: string[];
  typos: number;
}

/** A run of query words (`input`, folded) and what it may also be read as. */
export interface Rewrite {
  input: string[];
  alternatives: Alternative[];
}

const typeNames: Record<string, SynonymHit['type']> = {
  synonym: 'synonym',
  onewaysynonym: 'onewaysynonym',
  altcorrection1: 'altcorrection1',
  altcorrection2: 'altcorrection2',
  placeholder: 'placeholder',
};

/** Checks one synonym object as the API would, answering 400 with Algolia's kind of message when it is malformed. */
export function readSynonym(body: unknown, objectID?: string): SynonymHit {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SearchEngineError(400, 'Synonym must be an object');
  const raw = body as Record<string, unknown>;
  const id = objectID ?? raw.objectID;
  if (typeof id !== 'string' || id === '') throw new SearchEngineError(400, 'Synonym objectID is required');
  const type = typeNames[String(raw.type ?? '').toLowerCase()];
  if (!type) throw new SearchEngineError(400, `Unknown synonym type: ${String(raw.type)}`);
  const list = (name: string, min: number) => {
    const value = raw[name];
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v.trim() === '') || value.length < min) {
      throw new SearchEngineError(400, `${name} must be a list of at least ${min} non-empty strings`);
    }
    return value.map((v: string) => v.trim());
  };
  const text = (name: string) => {
    const value = raw[name];
    if (typeof value !== 'string' || value.trim() === '') throw new SearchEngineError(400, `${name} must be a non-empty string`);
    return value.trim();
  };
  switch (type) {
    case 'synonym':
      return { objectID: id, type, synonyms: list('synonyms', 2) };
    case 'onewaysynonym':
      return { objectID: id, type, input: text('input'), synonyms: list('synonyms', 1) };
    case 'altcorrection1':
    case 'altcorrection2':
      return { objectID: id, type, word: text('word'), corrections: list('corrections', 1) };
    case 'placeholder':
      return { objectID: id, type, placeholder: text('placeholder'), replacements: list('replacements', 1) };
  }
}

let versions = 0;

/** The synonyms of one index, kept in insertion order, with their query-time form built on first use after a change. */
export class SynonymSet {
  private hits = new Map<string, SynonymHit>();
  private compiled: Map<string, Rewrite[]> | null = null;
  private compiledFor = '';
  /** Bumped on every change; query plans cached by the index store are keyed on it. */
  version = ++versions;

  get size(): number {
    return this.hits.size;
  }

  get(objectID: string): SynonymHit | undefined {
    return this.hits.get(objectID);
  }

  all(): SynonymHit[] {
    return [...this.hits.values()];
  }

  save(hit: SynonymHit): void {
    this.hits.set(hit.objectID, hit);
    this.version = ++versions;
    this.compiled = null;
  }

  delete(objectID: string): boolean {
    this.compiled = null;
    this.version = ++versions;
    return this.hits.delete(objectID);
  }

  clear(): void {
    this.hits.clear();
    this.version = ++versions;
    this.compiled = null;
  }

  copyFrom(other: SynonymSet): void {
    this.hits = new Map(other.hits);
    this.version = ++versions;
    this.compiled = null;
  }

  /** Algolia's `searchSynonyms`: by words in any of the object's texts, optionally one type, paginated. */
  search(params: Record<string, unknown>) {
    const query = foldedWords(String(params.query ?? ''));
    const type = params.type === undefined || params.type === '' ? null : typeNames[String(params.type).toLowerCase()];
    const page = Math.max(0, Math.floor(Number(params.page ?? 0)) || 0);
    const hitsPerPage = Math.min(1000, Math.max(1, Math.floor(Number(params.hitsPerPage ?? 100)) || 100));
    const matching = this.all().filter((hit) => {
      if (type && hit.type !== type) return false;
      if (query.length === 0) return true;
      const words = new Set(foldedWords(synonymWords(hit).join(' ')));
      return query.every((word, i) => words.has(word) || (i === query.length - 1 && [...words].some((w) => w.startsWith(word))));
    });
    return { hits: matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: matching.length };
  }

  /** Rewrites by the first folded word of their input (tokenised as the records are, with `separators`). */
  rewrites(separators: string): Map<string, Rewrite[]> {
    if (this.compiled && this.compiledFor === separators) return this.compiled;
    const byFirst = new Map<string, Rewrite[]>();
    const add = (input: string, alternatives: Alternative[]) => {
      const words = foldedWords(input, separators);
      const usable = alternatives.filter((a) => a.words.length > 0 && a.words.join(' ') !== words.join(' '));
      if (words.length === 0 || usable.length === 0) return;
      const list = byFirst.get(words[0]!) ?? [];
      const same = list.find((r) => r.input.join(' ') === words.join(' '));
      if (same) same.alternatives.push(...usable);
      else list.push({ input: words, alternatives: usable });
      byFirst.set(words[0]!, list);
    };
    const phrase = (text: string, typos: number): Alternative => ({ words: foldedWords(text, separators), typos });
    for (const hit of this.hits.values()) {
      switch (hit.type) {
        case 'synonym':
          for (const input of hit.synonyms) add(input, hit.synonyms.filter((s) => s !== input).map((s) => phrase(s, 0)));
          break;
        case 'onewaysynonym':
          add(hit.input, hit.synonyms.map((s) => phrase(s, 0)));
          break;
        case 'altcorrection1':
        case 'altcorrection2':
          add(hit.word, hit.corrections.map((s) => phrase(s, hit.type === 'altcorrection1' ? 1 : 2)));
          break;
        case 'placeholder':
          for (const replacement of hit.replacements) add(replacement, [phrase(hit.placeholder.replace(/^<|>$/g, ''), 0)]);
          break;
      }
    }
    // Longer inputs first: 'xbox live' is tried before 'xbox'.
    for (const list of byFirst.values()) list.sort((a, b) => b.input.length - a.input.length);
    this.compiled = byFirst;
    this.compiledFor = separators;
    return byFirst;
  }
}
