import { describe, expect, it } from 'vitest';
import { SearchEngineError } from './search-engine-error';
import { readSynonym, SynonymSet } from './synonyms';

describe('synonym objects', () => {
  it('reads every type, in either spelling of the type name', () => {
    expect(readSynonym({ objectID: 'a', type: 'oneWaySynonym', input: 'ps5', synonyms: ['playstation'] })).toEqual({ objectID: 'a', type: 'onewaysynonym', input: 'ps5', synonyms: ['playstation'] });
    expect(readSynonym({ type: 'altCorrection2', word: 'x', corrections: ['y'] }, 'b').type).toBe('altcorrection2');
    expect(readSynonym({ objectID: 'c', type: 'placeholder', placeholder: '<n>', replacements: ['1'] }).type).toBe('placeholder');
  });

  it.each([
    [{ type: 'synonym', synonyms: ['one'] }, 'synonyms must be a list of at least 2 non-empty strings'],
    [{ type: 'onewaysynonym', synonyms: ['x'] }, 'input must be a non-empty string'],
    [{ type: 'tagging', synonyms: ['x', 'y'] }, 'Unknown synonym type: tagging'],
  ])('refuses %j: %s', (body, message) => {
    expect(() => readSynonym({ objectID: 'x', ...body })).toThrow(new SearchEngineError(400, message));
  });

  it('rewrites each word of a regular synonym to the others, a one-way input to its synonyms only, longer inputs first', () => {
    const set = new SynonymSet();
    set.save({ objectID: 'r', type: 'synonym', synonyms: ['dlc', 'expansion'] });
    set.save({ objectID: 'o', type: 'onewaysynonym', input: 'xbox live', synonyms: ['xbox game pass'] });
    set.save({ objectID: 'x', type: 'onewaysynonym', input: 'xbox', synonyms: ['microsoft'] });
    const rewrites = set.rewrites('');
    expect(rewrites.get('dlc')).toEqual([{ input: ['dlc'], alternatives: [{ words: ['expansion'], typos: 0 }] }]);
    expect(rewrites.get('expansion')?.[0]?.alternatives).toEqual([{ words: ['dlc'], typos: 0 }]);
    expect(rewrites.get('xbox')?.map((r) => r.input.join(' '))).toEqual(['xbox live', 'xbox']);
    expect(rewrites.get('microsoft')).toBeUndefined();
  });

  it('counts alternative corrections as one or two typos, and tokenises inputs with the indexed separators', () => {
    const set = new SynonymSet();
    set.save({ objectID: 'a', type: 'altcorrection2', word: 'shardz', corrections: ['shards'] });
    set.save({ objectID: 'e', type: 'synonym', synonyms: ['€', 'euro'] });
    expect(set.rewrites('€').get('shardz')?.[0]?.alternatives).toEqual([{ words: ['shards'], typos: 2 }]);
    expect(set.rewrites('€').get('euro')?.[0]?.alternatives).toEqual([{ words: ['€'], typos: 0 }]);
    expect(set.rewrites('').get('euro')).toBeUndefined();
  });

  it('searches its synonyms by word and type, paginated', () => {
    const set = new SynonymSet();
    set.save({ objectID: 'a', type: 'synonym', synonyms: ['dlc', 'expansion'] });
    set.save({ objectID: 'b', type: 'onewaysynonym', input: 'ps5', synonyms: ['playstation'] });
    expect(set.search({ query: 'expan' }).hits.map((h) => h.objectID)).toEqual(['a']);
    expect(set.search({ type: 'onewaysynonym' }).hits.map((h) => h.objectID)).toEqual(['b']);
    expect(set.search({ hitsPerPage: 1, page: 1 })).toEqual({ hits: [set.get('b')], nbHits: 2 });
  });
});
