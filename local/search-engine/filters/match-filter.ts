import { attributeValues, facetKey, facetText } from './attribute-values';
import type { FilterNode, NumericOperator } from './filter-node';

/** Whether a record satisfies a filter; an attribute holding a list matches when any element does. */
export function matchesFilter(node: FilterNode, record: unknown): boolean {
  switch (node.type) {
    case 'and':
      return node.children.every((child) => matchesFilter(child, record));
    case 'or':
      return node.children.some((child) => matchesFilter(child, record));
    case 'not':
      return !matchesFilter(node.child, record);
    case 'facet': {
      const wanted = facetKey(node.value);
      return attributeValues(record, node.attribute).some((value) => {
        const text = facetText(value);
        return text !== null && facetKey(text) === wanted;
      });
    }
    case 'numeric':
      return numbersOf(record, node.attribute).some((value) => compare(value, node.operator, node.value));
    case 'range':
      return numbersOf(record, node.attribute).some((value) => value >= node.from && value <= node.to);
  }
}

/** Applies a numeric comparison operator. */
export function compare(value: number, operator: NumericOperator, bound: number): boolean {
  switch (operator) {
    case '<':
      return value < bound;
    case '<=':
      return value <= bound;
    case '=':
      return value === bound;
    case '!=':
      return value !== bound;
    case '>=':
      return value >= bound;
    case '>':
      return value > bound;
  }
}

function numbersOf(record: unknown, attribute: string): number[] {
  return attributeValues(record, attribute).filter((value): value is number => typeof value === 'number');
}
