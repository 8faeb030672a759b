import { describe, expect, it } from 'vitest';
import { dropdownOptions, moveActive } from './dropdown-options';
import type { ResultHit } from './search-session';
import { buildSuggestions } from './search-suggestions';

const hit = (id: string, name = `Steam ${id}`) => ({ objectID: id, name, platform: { name: 'Steam', code: 'steam' } }) as ResultHit;

describe('the dropdown entries', () => {
  it('are the top 3 results then the suggestions when there is text', () => {
    const hits = ['a', 'b', 'c', 'd'].map((id) => hit(id));
    const options = dropdownOptions('steam', hits, buildSuggestions(hits, 'steam', 'en'), ['old']);

    expect(options.map((o) => o.id)).toEqual(['result-a', 'result-b', 'result-c', 'suggestion-a', 'suggestion-b', 'suggestion-c', 'suggestion-d']);
  });

  it('are the 5 latest recent searches and the 5 trending searches when blank', () => {
    const options = dropdownOptions(' ', [], [], ['1', '2', '3', '4', '5', '6']);

    expect(options.map((o) => ('term' in o ? o.term : ''))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      'Steam Gift Card',
      'PlayStation Store',
      'Xbox Game Pass',
      'Call of Duty',
      'Fortnite V-Bucks',
    ]);
  });
});

describe('arrow keys', () => {
  it.each([
    ['down from none to the first', -1, 'ArrowDown', 0],
    ['down to the next', 0, 'ArrowDown', 1],
    ['down from the last back to the first', 2, 'ArrowDown', 0],
    ['up from none to the last', -1, 'ArrowUp', 2],
    ['up from the first to the last', 0, 'ArrowUp', 2],
    ['up to the previous', 2, 'ArrowUp', 1],
  ] as const)('move %s', (_case, current, key, next) => {
    expect(moveActive(current, 3, key)).toBe(next);
  });

  it('select nothing when there is nothing to select', () => {
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
