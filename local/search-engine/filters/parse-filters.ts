import { matchAll, type FilterNode, type NumericOperator } from './filter-node';
import { FilterSyntaxError } from './filter-syntax-error';
import { tokenizeFilters, type FilterToken } from './filter-tokens';

const numberPattern = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * Parses Algolia's `filters` syntax: AND binds tighter than OR, NOT applies to what follows, parentheses group.
 * A parenthesised group stays a node of its own, so printing and re-parsing gives back the same tree.
 */
export function parseFilters(text: string): FilterNode {
  const tokens = tokenizeFilters(text);
  if (tokens.length === 0) return matchAll;
  let at = 0;
  const peek = (): FilterToken | undefined => tokens[at];
  const end = text.length;
  const positionOf = (token: FilterToken | undefined) => token?.position ?? end;
  const isKeyword = (token: FilterToken | undefined, keyword: string) => token?.kind === 'word' && token.text === keyword;

  const parseOr = (): FilterNode => {
    const children = [parseAnd()];
    while (isKeyword(peek(), 'OR')) {
      at += 1;
      children.push(parseAnd());
    }
    return children.length === 1 ? children[0]! : { type: 'or', children };
  };
  const parseAnd = (): FilterNode => {
    const children = [parseNot()];
    while (isKeyword(peek(), 'AND')) {
      at += 1;
      children.push(parseNot());
    }
    return children.length === 1 ? children[0]! : { type: 'and', children };
  };
  const parseNot = (): FilterNode => {
    if (!isKeyword(peek(), 'NOT')) return parsePrimary();
    at += 1;
    return { type: 'not', child: parseNot() };
  };
  const parsePrimary = (): FilterNode => {
    const token = peek();
    if (token?.kind === 'open') {
      at += 1;
      const inner = parseOr();
      const close = peek();
      if (close?.kind !== 'close') throw new FilterSyntaxError("Expected ')'", positionOf(close));
      at += 1;
      return inner;
    }
    return parseCondition();
  };
  const parseCondition = (): FilterNode => {
    const attributeToken = peek();
    if (attributeToken?.kind !== 'word' && attributeToken?.kind !== 'quoted') {
      throw new FilterSyntaxError('Expected an attribute', positionOf(attributeToken));
    }
    at += 1;
    const attribute = attributeToken.text;
    const next = peek();
    if (next?.kind === 'operator') {
      at += 1;
      return { type: 'numeric', attribute, operator: next.text as NumericOperator, value: readNumber() };
    }
    if (next?.kind !== 'colon') throw new FilterSyntaxError("Expected ':' or a comparison operator", positionOf(next));
    at += 1;
    const valueToken = peek();
    if (valueToken?.kind !== 'word' && valueToken?.kind !== 'quoted') throw new FilterSyntaxError('Expected a value', positionOf(valueToken));
    at += 1;
    if (isKeyword(peek(), 'TO')) {
      at += 1;
      return { type: 'range', attribute, from: toNumber(valueToken, end), to: readNumber() };
    }
    return { type: 'facet', attribute, value: valueToken.text };
  };
  const readNumber = (): number => {
    const token = peek();
    at += 1;
    return toNumber(token, end);
  };

  const tree = parseOr();
  if (at < tokens.length) throw new FilterSyntaxError('Unexpected input', positionOf(peek()));
  return tree;
}

function toNumber(token: FilterToken | undefined, end: number): number {
  if (token?.kind === 'word' && numberPattern.test(token.text)) {
    const value = Number(token.text);
    if (Number.isFinite(value)) return value;
  }
  throw new FilterSyntaxError('Expected a number', token?.position ?? end);
}
