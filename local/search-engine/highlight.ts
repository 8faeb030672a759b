import { foldText } from './text-folding';
import { foldedCode, WordSpans } from './word-spans';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

/** The query as highlighting needs it: folded words, the original spelling Algolia reports, and the tags. */
export interface HighlightQuery {
  words: string[];
  originalWords: string[];
  preTag: string;
  postTag: string;
  /** Terms the search matched with typos, by query word index. */
  typoTerms: Map<string, number>;
}

/** A way for a word to match: equal to a query word or a typo term, or (`prefix`) starting with the last query word. */
interface Candidate {
  term: string;
  word: number;
  prefix: boolean;
}

/** A query made ready once per search: its candidates by first folded character code. */
export interface PreparedQuery extends HighlightQuery {
  /** In the order the search prefers them: exact words, then typo terms, then the last word as a prefix. */
  candidates: (Candidate[] | undefined)[];
}

export function prepareQuery(query: HighlightQuery): PreparedQuery {
  // Sized up front: storing far past the end of an empty array is slow.
  const candidates = new Array<Candidate[] | undefined>(128);
  const add = (term: string, word: number, prefix: boolean) => {
    const code = term.charCodeAt(0);
    // Foldable words fold to ASCII: a term starting otherwise can only match through `matchFoldedCopy`.
    if (code < 128) (candidates[code] ??= []).push({ term, word, prefix });
  };
  query.words.forEach((word, i) => add(word, i, false));
  for (const [term, word] of query.typoTerms) add(term, word, false);
  const last = query.words.length - 1;
  if (last >= 0) add(query.words[last]!, last, true);
  // Spelled out: V8 makes `{ ...query, candidates }` slowly.
  const { words, originalWords, preTag, postTag, typoTerms } = query;
  return { words, originalWords, preTag, postTag, typoTerms, candidates };
}

/**
 * The words of the current text that match the query, in text order: which word, which query word, and how far
 * to wrap (the whole word, or the prefix the last query word matched). Scratch reused from one text to the next.
 */
class Tokens {
  word = new Int32Array(64);
  queryWord = new Int32Array(64);
  highlightEnd = new Int32Array(64);
  count = 0;

  push(word: number, queryWord: number, highlightEnd: number): void {
    if (this.count === this.word.length) this.grow();
    this.word[this.count] = word;
    this.queryWord[this.count] = queryWord;
    this.highlightEnd[this.count] = highlightEnd;
    this.count += 1;
  }

  private grow(): void {
    for (const key of ['word', 'queryWord', 'highlightEnd'] as const) {
      const grown = new Int32Array(this[key].length * 2);
      grown.set(this[key]);
      this[key] = grown;
    }
  }
}

const spans = new WordSpans();
const tokens = new Tokens();
/** Marks of the query words some tokens matched, by query word index. */
let seen = new Uint8Array(16);

/**
 * Finds the words of the text matching a query word the way the search matched them (exact, typo, or last-word
 * prefix). Returns how many words it split: with `wordsAfterMatch`, it stops that many words after the first
 * match (a snippet needs no more).
 */
function matchTokens(text: string, query: PreparedQuery, wordsAfterMatch = Infinity): number {
  spans.reset(text);
  tokens.count = 0;
  let limit = Infinity;
  for (let i = 0; i < limit && spans.next(); i += 1) {
    // A word after one that does not fold in place goes the slow way too: same answer.
    const matched = spans.foldable ? matchInPlace(text, i, query) : matchFoldedCopy(text, i, query);
    if (matched && tokens.count === 1) limit = i + 1 + wordsAfterMatch;
  }
  return spans.count;
}

/** Compares the folded word with the candidates sharing its first character, without copying it. */
function matchInPlace(text: string, i: number, query: PreparedQuery): boolean {
  const start = spans.starts[i]!;
  const end = spans.ends[i]!;
  const candidates = query.candidates[foldedCode(text.charCodeAt(start))];
  if (candidates === undefined) return false;
  for (const { term, word, prefix } of candidates) {
    if (prefix ? end - start < term.length : end - start !== term.length) continue;
    if (!foldsTo(text, start, term)) continue;
    tokens.push(i, word, prefix ? start + term.length : end);
    return true;
  }
  return false;
}

/** Whether the foldable text at `start` folds to `term` (as far as the term goes; its first character does). */
function foldsTo(text: string, start: number, term: string): boolean {
  for (let k = 1; k < term.length; k += 1) if (foldedCode(text.charCodeAt(start + k)) !== term.charCodeAt(k)) return false;
  return true;
}

/** For words that do not fold in place (to as many ASCII characters): fold a copy and look it up. */
function matchFoldedCopy(text: string, i: number, query: PreparedQuery): boolean {
  const start = spans.starts[i]!;
  const end = spans.ends[i]!;
  const original = text.slice(start, end);
  const folded = foldText(original);
  const exact = query.words.indexOf(folded);
  const word = exact >= 0 ? exact : query.typoTerms.get(folded);
  if (word !== undefined) {
    tokens.push(i, word, end);
    return true;
  }
  const last = query.words.length - 1;
  const lastWord = query.words[last];
  if (lastWord === undefined || !folded.startsWith(lastWord)) return false;
  tokens.push(i, last, start + originalLength(original, lastWord.length));
  return true;
}

/** Original characters whose folded form covers `foldedLength` characters (accents fold away). */
function originalLength(original: string, foldedLength: number): number {
  let folded = 0;
  let length = 0;
  for (const char of original) {
    if (folded >= foldedLength) break;
    folded += foldText(char).length;
    length += char.length;
  }
  return length;
}

/** Marks the query words the first `tokenCount` tokens matched in `seen`; returns how many distinct ones. */
function markMatchedWords(tokenCount: number, wordCount: number): number {
  if (seen.length < wordCount) seen = new Uint8Array(wordCount);
  seen.fill(0, 0, wordCount);
  let distinct = 0;
  for (let t = 0; t < tokenCount; t += 1) {
    const word = tokens.queryWord[t]!;
    if (seen[word] === 0) distinct += 1;
    seen[word] = 1;
  }
  return distinct;
}

function levelOf(distinct: number, wordCount: number): MatchLevel {
  if (distinct === 0) return 'none';
  return distinct === wordCount ? 'full' : 'partial';
}

/** The text from `from` to `to` with the first `tokenCount` tokens wrapped in the tags. */
function wrap(text: string, from: number, to: number, tokenCount: number, query: HighlightQuery): string {
  let out = '';
  let at = from;
  for (let t = 0; t < tokenCount; t += 1) {
    const start = spans.starts[tokens.word[t]!]!;
    const end = tokens.highlightEnd[t]!;
    out += text.slice(at, start) + query.preTag + text.slice(start, end) + query.postTag;
    at = end;
  }
  return out + text.slice(at, to);
}

/** Whether every word is a token, wrapped whole. */
function fullyHighlighted(wordCount: number): boolean {
  if (tokens.count !== wordCount) return false;
  for (let t = 0; t < tokens.count; t += 1) if (tokens.highlightEnd[t] !== spans.ends[tokens.word[t]!]) return false;
  return true;
}

/** Algolia's `_highlightResult` entry for one string value. */
export function highlightValue(text: string, query: PreparedQuery): HighlightResult {
  const count = matchTokens(text, query);
  if (tokens.count === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  const wordCount = query.words.length;
  const matchLevel = levelOf(markMatchedWords(tokens.count, wordCount), wordCount);
  const matchedWords: string[] = [];
  for (let word = 0; word < wordCount; word += 1) if (seen[word] === 1) matchedWords.push(query.originalWords[word]!);
  return { value: wrap(text, 0, text.length, tokens.count, query), matchLevel, matchedWords, fullyHighlighted: fullyHighlighted(count) };
}

/** Algolia's `_snippetResult` entry: about `wordLimit` words around the first match, with an ellipsis where cut. */
export function snippetValue(text: string, wordLimit: number, query: PreparedQuery, ellipsis: string): SnippetResult {
  const count = matchTokens(text, query, wordLimit + 2);
  if (tokens.count === 0) return { value: leadingWords(text, wordLimit, ellipsis), matchLevel: 'none' };
  const wordCount = query.words.length;
  // A limit below one word, or not whole, cuts nothing.
  if (count <= wordLimit || !Number.isInteger(wordLimit) || wordLimit < 1) {
    return { value: wrap(text, 0, text.length, tokens.count, query), matchLevel: levelOf(markMatchedWords(tokens.count, wordCount), wordCount) };
  }
  // A little context before the first match, as Algolia leaves.
  const first = Math.max(0, Math.min(tokens.word[0]! - 2, count - wordLimit));
  const last = first + wordLimit - 1;
  const from = first === 0 ? 0 : spans.starts[first]!;
  const to = last >= count - 1 ? text.length : spans.ends[last]!;
  // `first` never passes the first match, so the tokens inside are a leading run.
  let inside = 0;
  while (inside < tokens.count && tokens.word[inside]! <= last) inside += 1;
  const body = wrap(text, from, to, inside, query);
  return {
    value: `${first > 0 ? `${ellipsis} ` : ''}${body}${to < text.length ? ` ${ellipsis}` : ''}`,
    matchLevel: levelOf(markMatchedWords(inside, wordCount), wordCount),
  };
}

const letterOrDigit = /[\p{L}\p{N}]/gu;

/** The first `wordLimit` words of the text just split (all of it, for want of a match), with the ellipsis when cut. */
function leadingWords(text: string, wordLimit: number, ellipsis: string): string {
  if (!Number.isInteger(wordLimit) || wordLimit < 1 || wordLimit > spans.count) return text;
  const end = spans.ends[wordLimit - 1]!;
  letterOrDigit.lastIndex = end;
  return letterOrDigit.test(text) ? `${text.slice(0, end)} ${ellipsis}` : text;
}
