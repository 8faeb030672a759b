import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterNode, NumericOperator } from './filter-node';
import { FilterSyntaxError } from './filter-syntax-error';
import { parseFilters } from './parse-filters';
import { printFilters } from './print-filters';

const facet = (attribute: string, value: string): FilterNode => ({ type: 'facet', attribute, value });

describe('parseFilters', () => {
  it.each<[string, FilterNode]>([
    ['', { type: 'and', children: [] }],
    ['platform.code:steam', facet('platform.code', 'steam')],
    ['in_stock:true', facet('in_stock', 'true')],
    ['categories_without_path:"Action Games"', facet('categories_without_path', 'Action Games')],
    ['name:"say \\"hi\\""', facet('name', 'say "hi"')],
    ['price.USD < 20', { type: 'numeric', attribute: 'price.USD', operator: '<', value: 20 }],
    ['price.USD>=9.99', { type: 'numeric', attribute: 'price.USD', operator: '>=', value: 9.99 }],
    ['price.USD != -5', { type: 'numeric', attribute: 'price.USD', operator: '!=', value: -5 }],
    ['price.USD:10 TO 50', { type: 'range', attribute: 'price.USD', from: 10, to: 50 }],
    ['a:1 AND b:2 AND c:3', { type: 'and', children: [facet('a', '1'), facet('b', '2'), facet('c', '3')] }],
    ['a:1 OR b:2 AND c:3', { type: 'or', children: [facet('a', '1'), { type: 'and', children: [facet('b', '2'), facet('c', '3')] }] }],
    ['(a:1 OR b:2) AND c:3', { type: 'and', children: [{ type: 'or', children: [facet('a', '1'), facet('b', '2')] }, facet('c', '3')] }],
    ['NOT a:1', { type: 'not', child: facet('a', '1') }],
    ['NOT (a:1 OR a:2)', { type: 'not', child: { type: 'or', children: [facet('a', '1'), facet('a', '2')] } }],
    ['((a:1))', facet('a', '1')],
  ])('parses %j', (text, expected) => {
    expect(parseFilters(text)).toEqual(expected);
  });

  it.each([
    ['a:1 AND', 7],
    ['(a:1', 4],
    ['a:1)', 3],
    ['price.USD < cheap', 12],
    ['a:"open', 2],
    ['a', 1],
    ['a:1 b:2', 4],
    ['price.USD:10 TO', 15],
    ['a ! 1', 2],
  ])('rejects %j with the position of the fault', (text, position) => {
    const attempt = () => parseFilters(text);
    expect(attempt).toThrow(FilterSyntaxError);
    try {
      attempt();
    } catch (error) {
      expect((error as FilterSyntaxError).position).toBe(position);
    }
  });
});

describe('printFilters', () => {
  it.each<[FilterNode, string]>([
    [facet('platform.code', 'steam'), 'platform.code:steam'],
    [facet('categories', 'Action Games'), 'categories:"Action Games"'],
    [facet('name', 'OR'), 'name:"OR"'],
    [{ type: 'range', attribute: 'price.USD', from: 10, to: 50 }, 'price.USD:10 TO 50'],
    [{ type: 'and', children: [{ type: 'or', children: [facet('a', '1'), facet('a', '2')] }, { type: 'not', child: facet('b', 'x') }] }, '(a:1 OR a:2) AND NOT b:x'],
  ])('prints %j as %j', (node, text) => {
    expect(printFilters(node)).toBe(text);
  });
});

const attribute = fc.oneof(fc.constantFrom('platform.code', 'price.USD', 'in_stock', 'AND', 'my attr'), fc.string({ minLength: 1, maxLength: 8 }));
const number = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })).map((n) => (Object.is(n, -0) ? 0 : n));
const operator = fc.constantFrom<NumericOperator>('<', '<=', '=', '!=', '>=', '>');
const leaf: fc.Arbitrary<FilterNode> = fc.oneof(
  fc.record({ type: fc.constant('facet' as const), attribute, value: fc.string({ minLength: 1, maxLength: 10 }) }),
  fc.record({ type: fc.constant('numeric' as const), attribute, operator, value: number }),
  fc.record({ type: fc.constant('range' as const), attribute, from: number, to: number }),
);
const filterTree = fc.letrec<{ node: FilterNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ type: fc.constant('not' as const), child: tie('node') }),
    fc.record({ type: fc.constant('and' as const), children: fc.array(tie('node'), { minLength: 2, maxLength: 3 }) }),
    fc.record({ type: fc.constant('or' as const), children: fc.array(tie('node'), { minLength: 2, maxLength: 3 }) }),
  ),
})).node;

describe('printing and re-parsing', () => {
  it('gives back the same filter for any generated filter', () => {
    fc.assert(
      fc.property(filterTree, (node) => {
        expect(parseFilters(printFilters(node))).toEqual(node);
      }),
      { numRuns: 500 },
    );
  });
});
