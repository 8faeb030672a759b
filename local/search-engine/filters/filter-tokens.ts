import { FilterSyntaxError } from './filter-syntax-error';

export type FilterToken =
  | { kind: 'word'; text: string; position: number }
  | { kind: 'quoted'; text: string; position: number }
  | { kind: 'operator'; text: string; position: number }
  | { kind: 'colon' | 'open' | 'close'; position: number };

const wordChar = /[^\s():"<>=!]/;

/** Splits a filter expression into words, quoted strings, `:`, parentheses and comparison operators. */
export function tokenizeFilters(text: string): FilterToken[] {
  const tokens: FilterToken[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close', position: i });
      i += 1;
    } else if (char === ':') {
      tokens.push({ kind: 'colon', position: i });
      i += 1;
    } else if (char === '"') {
      const [value, end] = readQuoted(text, i);
      tokens.push({ kind: 'quoted', text: value, position: i });
      i = end;
    } else if ('<>=!'.includes(char)) {
      const two = text.slice(i, i + 2);
      const operator = ['<=', '>=', '!='].includes(two) ? two : char;
      if (operator === '!') throw new FilterSyntaxError("Expected '!='", i);
      tokens.push({ kind: 'operator', text: operator, position: i });
      i += operator.length;
    } else {
      const start = i;
      while (i < text.length && wordChar.test(text[i]!)) i += 1;
      tokens.push({ kind: 'word', text: text.slice(start, i), position: start });
    }
  }
  return tokens;
}

/** Reads a double-quoted string with backslash escapes; returns its value and the offset after the closing quote. */
function readQuoted(text: string, start: number): [string, number] {
  let value = '';
  let i = start + 1;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      value += text[i + 1];
      i += 2;
    } else if (char === '"') {
      return [value, i + 1];
    } else {
      value += char;
      i += 1;
    }
  }
  throw new FilterSyntaxError('Unterminated quoted string', start);
}
