/** Comparison operators of Algolia numeric filters. */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';
export const numericOperators: readonly NumericOperator[] = ['<=', '>=', '!=', '<', '>', '='];

/** A parsed filter expression; `and`/`or` hold two or more children, an empty `and` matches everything. */
export type FilterNode =
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }
  | { type: 'facet'; attribute: string; value: string }
  | { type: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  | { type: 'range'; attribute: string; from: number; to: number };

/** The filter that matches every record. */
export const matchAll: FilterNode = { type: 'and', children: [] };

/** Combines filters with AND, dropping match-all parts and flattening nothing else. */
export function andFilters(nodes: FilterNode[]): FilterNode {
  const parts = nodes.filter((node) => !(node.type === 'and' && node.children.length === 0));
  if (parts.length === 0) return matchAll;
  if (parts.length === 1) return parts[0]!;
  return { type: 'and', children: parts };
}

/** Combines filters with OR; one alternative is itself. */
export function orFilters(nodes: FilterNode[]): FilterNode {
  if (nodes.length === 1) return nodes[0]!;
  return { type: 'or', children: nodes };
}
