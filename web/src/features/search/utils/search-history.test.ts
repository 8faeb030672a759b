import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToHistory, historyStorageKey, readHistory, rememberSearch } from './search-history';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[historyStorageKey, initial]]);
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

afterEach(() => vi.restoreAllMocks());

describe('the search history', () => {
  it.each([
    ['puts a new query first', ['fortnite'], 'steam', ['steam', 'fortnite']],
    ['moves a repeated query to the front instead of listing it twice', ['a', 'steam', 'b'], 'steam', ['steam', 'a', 'b']],
    ['treats queries differing only by case as the same', ['Steam'], 'steam', ['steam']],
    ['trims the query', [], '  xbox  ', ['xbox']],
    ['ignores a blank query', ['a'], '   ', ['a']],
    ['keeps the 10 newest', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], 'new', ['new', '1', '2', '3', '4', '5', '6', '7', '8', '9']],
  ])('%s', (_case, history, query, expected) => {
    expect(addToHistory(history, query)).toEqual(expected);
  });

  it('stores the history under search-history as a JSON list', () => {
    const storage = memoryStorage('["fortnite"]');

    rememberSearch('steam', storage);

    expect(storage.items.get(historyStorageKey)).toBe('["steam","fortnite"]');
  });

  it.each([['not json{'], ['{"a":1}'], ['[1,2]']])('ignores corrupt stored history %s with a console warning', (stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const history = readHistory(memoryStorage(stored));

    expect(history).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('starts over from a corrupt history when a search is remembered', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage('oops');

    expect(rememberSearch('steam', storage)).toEqual(['steam']);
  });

  it('reads an empty history when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };

    expect(readHistory(blocked)).toEqual([]);
  });
});
