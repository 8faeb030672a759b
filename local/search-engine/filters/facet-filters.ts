import { andFilters, matchAll, orFilters, type FilterNode } from './filter-node';
import { FilterSyntaxError } from './filter-syntax-error';
import { parseFilters } from './parse-filters';

/** Algolia's facetFilters / numericFilters shape: the outer list is AND, an inner list is OR. */
export type FilterList = string | (string | string[])[];

/**
 * Converts `facetFilters` (`['platform.code:steam', ['region.code:eu', 'region.code:global']]`). A value starting with `-`
 * is negated and `\-` escapes a literal dash, as in Algolia; the value is everything after the first colon.
 */
export function facetFiltersToNode(filters: FilterList | undefined | null): FilterNode {
  return listToNode(filters, facetFilterToNode);
}

/** Converts `numericFilters` (`['price.USD<20', 'price.USD:10 TO 50']`) with the same AND/OR nesting. */
export function numericFiltersToNode(filters: FilterList | undefined | null): FilterNode {
  return listToNode(filters, (text) => {
    const node = parseFilters(text);
    if (node.type !== 'numeric' && node.type !== 'range') throw new FilterSyntaxError('Expected a numeric filter', 0);
    return node;
  });
}

function listToNode(filters: FilterList | undefined | null, convert: (text: string) => FilterNode): FilterNode {
  if (filters === undefined || filters === null) return matchAll;
  const list = typeof filters === 'string' ? splitLegacyList(filters) : filters;
  return andFilters(list.map((entry) => (Array.isArray(entry) ? orFilters(entry.map(convert)) : convert(entry))));
}

function facetFilterToNode(text: string): FilterNode {
  const colon = text.indexOf(':');
  if (colon <= 0) throw new FilterSyntaxError("Expected 'attribute:value'", Math.max(colon, 0));
  const attribute = text.slice(0, colon).trim();
  const value = text.slice(colon + 1);
  const negated = value.startsWith('-');
  const unescaped = negated ? value.slice(1) : value.startsWith('\\-') ? value.slice(1) : value;
  const node: FilterNode = { type: 'facet', attribute, value: unescaped };
  return negated ? { type: 'not', child: node } : node;
}

/** The legacy string form: commas separate ANDed entries, a parenthesised group is ORed. */
function splitLegacyList(text: string): (string | string[])[] {
  const entries: (string | string[])[] = [];
  for (const part of text.match(/\([^)]*\)|[^,]+/g) ?? []) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    entries.push(trimmed.startsWith('(') ? trimmed.slice(1, -1).split(',').map((item) => item.trim()) : trimmed);
  }
  return entries;
}
