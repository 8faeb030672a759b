import type { FilterNode } from './filter-node';

const keywords = new Set(['AND', 'OR', 'NOT', 'TO']);
const plainValue = /^[\p{L}\p{N}_.\-+]+$/u;
const plainAttribute = /^[\p{L}_][\p{L}\p{N}_.-]*$/u;

/** Prints a filter in Algolia's `filters` syntax; nested AND/OR groups are parenthesised so the tree survives a re-parse. */
export function printFilters(node: FilterNode): string {
  switch (node.type) {
    case 'and':
    case 'or':
      return node.children.map((child) => (isGroup(child) ? `(${printFilters(child)})` : printFilters(child))).join(` ${node.type.toUpperCase()} `);
    case 'not':
      return isGroup(node.child) ? `NOT (${printFilters(node.child)})` : `NOT ${printFilters(node.child)}`;
    case 'facet':
      return `${quoteIfNeeded(node.attribute, plainAttribute)}:${quoteIfNeeded(node.value, plainValue)}`;
    case 'numeric':
      return `${quoteIfNeeded(node.attribute, plainAttribute)} ${node.operator} ${String(node.value)}`;
    case 'range':
      return `${quoteIfNeeded(node.attribute, plainAttribute)}:${String(node.from)} TO ${String(node.to)}`;
  }
}

function isGroup(node: FilterNode): boolean {
  return node.type === 'and' || node.type === 'or';
}

function quoteIfNeeded(text: string, plain: RegExp): string {
  if (plain.test(text) && !keywords.has(text)) return text;
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}
