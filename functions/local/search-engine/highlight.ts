import { foldText } from './text-folding';

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

interface Token {
  start: number;
  end: number;
  /** How many original characters to wrap: the whole token, or the prefix the last query word matched. */
  highlightEnd: number;
  word: number;
}

const tokenPattern = /[\p{L}\p{N}\p{M}]+/gu;

const asciiOnly = /^[^\u0080-\uffff]*$/;
const asciiWord = /[A-Za-z0-9]+/g;

/**
 * Tokens of the text that match a query word, the way the search matched them (exact, typo, or last-word prefix).
 * ASCII text folds to a lower-case copy with the same offsets, which spares folding token by token. With
 * `stopAfter`, tokenizing ends that many words past the first match (a snippet needs no more).
 */
function matchTokens(text: string, query: HighlightQuery, stopAfter = Infinity): { tokens: Token[]; count: number; words: { start: number; end: number }[] } {
  const tokens: Token[] = [];
  const words: { start: number; end: number }[] = [];
  const ascii = asciiOnly.test(text);
  const lower = ascii ? text.toLowerCase() : '';
  const pattern = ascii ? asciiWord : new RegExp(tokenPattern);
  pattern.lastIndex = 0;
  let firstMatch = -1;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const original = match[0];
    const start = match.index;
    const end = start + original.length;
    words.push({ start, end });
    const hit = matchWord(ascii ? lower.slice(start, end) : foldText(original), query);
    if (hit) {
      if (firstMatch < 0) firstMatch = words.length;
      const highlightEnd = hit.prefix === 0 ? end : ascii ? start + hit.prefix : start + originalLength(original, hit.prefix);
      tokens.push({ start, end, highlightEnd, word: hit.word });
    }
    if (firstMatch >= 0 && words.length > firstMatch + stopAfter) break;
  }
  return { tokens, count: words.length, words };
}

function matchWord(folded: string, query: HighlightQuery): { word: number; prefix: number } | null {
  const last = query.words.length - 1;
  const exact = query.words.indexOf(folded);
  if (exact >= 0) return { word: exact, prefix: 0 };
  const typo = query.typoTerms.get(folded);
  if (typo !== undefined) return { word: typo, prefix: 0 };
  const lastWord = query.words[last];
  if (lastWord !== undefined && folded.startsWith(lastWord)) return { word: last, prefix: lastWord.length };
  return null;
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

function levelOf(matchedWords: Set<number>, wordCount: number): MatchLevel {
  if (matchedWords.size === 0) return 'none';
  return matchedWords.size === wordCount ? 'full' : 'partial';
}

function wrap(text: string, from: number, to: number, tokens: Token[], query: HighlightQuery): string {
  let out = '';
  let at = from;
  for (const token of tokens) {
    if (token.start < from || token.end > to) continue;
    out += text.slice(at, token.start) + query.preTag + text.slice(token.start, token.highlightEnd) + query.postTag;
    at = token.highlightEnd;
  }
  return out + text.slice(at, to);
}

/**
 * Whether any query word or typo term occurs in the folded text at all: most attributes of most hits match
 * nothing, and a substring scan is far cheaper than tokenizing them.
 */
function mayMatch(text: string, query: HighlightQuery): boolean {
  if (query.words.length === 0) return false;
  const folded = foldText(text);
  if (query.words.some((word) => folded.includes(word))) return true;
  for (const term of query.typoTerms.keys()) if (folded.includes(term)) return true;
  return false;
}

/** Algolia's `_highlightResult` entry for one string value. */
export function highlightValue(text: string, query: HighlightQuery): HighlightResult {
  if (!mayMatch(text, query)) return { value: text, matchLevel: 'none', matchedWords: [] };
  const { tokens, count } = matchTokens(text, query);
  const words = new Set(tokens.map((token) => token.word));
  const result: HighlightResult = {
    value: wrap(text, 0, text.length, tokens, query),
    matchLevel: levelOf(words, query.words.length),
    matchedWords: [...words].sort((a, b) => a - b).map((word) => query.originalWords[word]!),
  };
  if (tokens.length > 0) result.fullyHighlighted = tokens.length === count && tokens.every((token) => token.highlightEnd === token.end);
  return result;
}

/** Algolia's `_snippetResult` entry: about `wordLimit` words around the first match, with an ellipsis where cut. */
export function snippetValue(text: string, wordLimit: number, query: HighlightQuery, ellipsis: string): SnippetResult {
  if (!mayMatch(text, query)) return { value: leadingWords(text, wordLimit, ellipsis), matchLevel: 'none' };
  const { tokens, words } = matchTokens(text, query, wordLimit + 1);
  const matchedWords = new Set(tokens.map((token) => token.word));
  if (words.length <= wordLimit) return { value: wrap(text, 0, text.length, tokens, query), matchLevel: levelOf(matchedWords, query.words.length) };
  const firstMatch = words.findIndex((word) => word.start === tokens[0]?.start);
  // A little context before the first match, as Algolia leaves.
  const first = Math.max(0, Math.min(firstMatch - 2, words.length - wordLimit));
  const last = first + wordLimit - 1;
  const from = first === 0 ? 0 : words[first]!.start;
  const to = last >= words.length - 1 ? text.length : words[last]!.end;
  const inside = tokens.filter((token) => token.start >= from && token.end <= to);
  const body = wrap(text, from, to, inside, query);
  return {
    value: `${first > 0 ? `${ellipsis} ` : ''}${body}${to < text.length ? ` ${ellipsis}` : ''}`,
    matchLevel: levelOf(new Set(inside.map((token) => token.word)), query.words.length),
  };
}

/** The first `wordLimit` words of a text without a match, with the ellipsis when cut. */
function leadingWords(text: string, wordLimit: number, ellipsis: string): string {
  let seen = 0;
  for (const match of text.matchAll(tokenPattern)) {
    seen += 1;
    if (seen === wordLimit) {
      const end = match.index + match[0].length;
      return end < text.length && /[\p{L}\p{N}]/u.test(text.slice(end)) ? `${text.slice(0, end)} ${ellipsis}` : text;
    }
  }
  return text;
}
