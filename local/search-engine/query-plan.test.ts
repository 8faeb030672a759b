import { describe, expect, it } from 'vitest';
import { IndexStore } from './index-store';
import { planQuery } from './query-plan';
import { SynonymSet } from './synonyms';

const store = new IndexStore();
store.configure([['name']]);
for (const [objectID, name] of [['a', 'Steam Wallet'], ['b', 'Nintendo eShop Card'], ['c', 'Gift Cards']]) store.put({ objectID: objectID!, name });
const options = { rewrites: null, rewritesVersion: 0, pluralLanguages: ['en'], splitAndConcatenate: true };

describe('readings of a query', () => {
  it('splits a word in two when both parts are words of the index, at one typo', () => {
    const [typed] = planQuery(store, ['steamwallet'], options);
    expect(typed![0]!.alternatives).toContainEqual({ words: ['steam', 'wallet'], typos: 1, exact: false });
  });

  it('joins two or three words whose concatenation is a term, as a reading of its own', () => {
    const readings = planQuery(store, ['e', 'shop', 'card'], options);
    expect(readings.map((r) => r.map((u) => u.term))).toContainEqual(['eshop', 'card']);
  });

  it('adds plural forms the vocabulary holds as exact alternatives', () => {
    const [typed] = planQuery(store, ['gift', 'card'], options);
    expect(typed![1]!.alternatives).toContainEqual({ words: ['cards'], typos: 0, exact: true });
  });

  it('replaces a run of words a multi-word synonym names', () => {
    const synonyms = new SynonymSet();
    synonyms.save({ objectID: 'w', type: 'onewaysynonym', input: 'top up', synonyms: ['steam wallet'] });
    const readings = planQuery(store, ['top', 'up', 'card'], { ...options, rewrites: synonyms.rewrites(''), rewritesVersion: synonyms.version });
    expect(readings[1]).toMatchObject([{ term: null, covers: 2, alternatives: [{ words: ['steam', 'wallet'], exact: true }] }, { term: 'card' }]);
  });

  it('neither splits nor joins without typo tolerance', () => {
    expect(planQuery(store, ['e', 'shop'], { ...options, splitAndConcatenate: false })).toHaveLength(1);
  });
});
